/**
 * What a failed request to GitHub means for the owner, in a sentence that says what to do.
 * Octokit's errors are read by their shape (status, response headers): a request that never got
 * an answer carries status 500 and no response.
 */

export type FailureKind = "bad-token" | "no-access" | "read-only" | "rate-limited" | "network" | "github-down" | "unexpected";

export type Failure = { kind: FailureKind; message: string };

type RequestFailure = { status?: unknown; response?: { headers?: Record<string, string | undefined>; data?: unknown } };

const TOKEN_PAGE = "GitHub → Settings → Developer settings → Fine-grained tokens";

export const readOnlyMessage = `Este token solo deja leer. Para publicar, crea otro en ${TOKEN_PAGE} con el permiso «Contents: Read and write».`;

export function statusOf(error: unknown): number | undefined {
  const status = (error as RequestFailure | null)?.status;
  return typeof status === "number" ? status : undefined;
}

export function answerMessage(error: unknown): string {
  const data = (error as RequestFailure | null)?.response?.data;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === "string" ? message : "";
}

/** `writing`: the request wrote to the repository, so a refusal is about permission to write. */
export function describeFailure(error: unknown, place: { owner: string; repo: string }, writing = false): Failure {
  const status = statusOf(error);
  const response = (error as RequestFailure | null)?.response;
  if (status === undefined) {
    return { kind: "unexpected", message: "Algo ha fallado al hablar con GitHub. Vuelve a intentarlo; si se repite, avisa a quien mantiene la web." };
  }
  if (status === 500 && !response) {
    return { kind: "network", message: "No se puede hablar con GitHub. Comprueba la conexión a internet y vuelve a intentarlo." };
  }
  if (status === 401) {
    return { kind: "bad-token", message: `GitHub no acepta el token: está mal copiado o ha caducado. Crea uno nuevo en ${TOKEN_PAGE} y pégalo aquí.` };
  }
  if (status === 429 || (status === 403 && (response?.headers?.["x-ratelimit-remaining"] === "0" || /rate limit/i.test(answerMessage(error))))) {
    return { kind: "rate-limited", message: "GitHub pide esperar: demasiadas peticiones seguidas. Vuelve a intentarlo en unos minutos." };
  }
  if (status === 403 && writing) return { kind: "read-only", message: readOnlyMessage };
  if (status === 403 || status === 404) {
    return {
      kind: "no-access",
      message: `Este token no da acceso a ${place.owner}/${place.repo}. Crea uno nuevo en ${TOKEN_PAGE} eligiendo ese repositorio en «Repository access».`,
    };
  }
  if (status >= 500) return { kind: "github-down", message: "GitHub falla ahora mismo. Vuelve a intentarlo en unos minutos." };
  return { kind: "unexpected", message: `GitHub ha contestado algo inesperado (${status}). Vuelve a intentarlo; si se repite, avisa a quien mantiene la web.` };
}
