/**
 * Runs a command-line entry point. An unexpected failure is reported in one
 * Spanish line (the technical detail only with DEBUG=1), never as a stack trace.
 */
export async function runCli(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(`error inesperado: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG) console.error(error);
    console.error("No se ha cambiado nada. Si se repite, avisa a quien mantiene la web.");
    process.exitCode = 2;
  }
}
