import { createLogger, type Logger, type LogOptions } from "vite";

/** What the site's own dev messages start with: the content check, the photos, the availability, the guard. */
const OWNER_MESSAGE = /^(site\.yaml|la foto|fotos|disponibilidad|no se ha podido|error sin controlar)/;

// eslint-disable-next-line no-control-regex -- colour codes are what is removed
const COLOURS = /\u001b\[[0-9;]*m/g;

/** «15:18:06 »: the time as the owner reads it (24 h), where Vite would write «3:18:06 PM [vite]». */
function stamped(message: string, options?: LogOptions): [string, LogOptions | undefined] {
  if (!options?.timestamp) return [message, options];
  const time = new Date().toLocaleTimeString("es-ES", { hour: "2-digit", minute: "2-digit", second: "2-digit" });
  return [`${time} ${message}`, { ...options, timestamp: false }];
}

/**
 * Vite's own warnings already printed by this process. React Router reads the config twice at each
 * start (its own settings, then the server's), and each reading makes a logger: a warning of the
 * config's would otherwise be printed once per reading. Kept on globalThis, since each reading
 * evaluates this module anew.
 */
const WARNED: Set<string> = ((globalThis as { [key: symbol]: Set<string> | undefined })[Symbol.for("site.dev.warned")] ??= new Set());

/**
 * The dev server's terminal, for the owner: the address once, in Spanish, then one line per save
 * (the check's result) and whatever goes wrong. Vite's routine news at the «info» level —
 * dependencies optimised, the server-side module runner connected, pages reloaded — is not shown;
 * warnings and errors always are, Vite's own once. (React Router's own «Config changed.» lines are left out by
 * `logLevel: "warn"` in vite.config.ts, which its logger follows.)
 */
export function ownerLogger(): Logger {
  const base = createLogger("info", { allowClearScreen: false });
  return {
    ...base,
    info(message, options) {
      const plain = message.replace(COLOURS, "").trim();
      const local = /^➜\s+Local:\s+(\S+)/.exec(plain);
      if (local) base.info(`La web de prueba está en ${local[1]}: se actualiza sola al guardar site.yaml o una foto, y al leer los calendarios. Para pararla, Ctrl+C.`);
      else if (OWNER_MESSAGE.test(plain)) base.info(...stamped(plain, options));
    },
    warn(message, options) {
      const plain = message.replace(COLOURS, "").trim();
      if (!OWNER_MESSAGE.test(plain)) {
        if (WARNED.has(plain)) return;
        WARNED.add(plain);
      }
      base.warn(...stamped(message, options));
    },
    error: (message, options) => base.error(...stamped(message, options)),
  };
}
