/**
 * The watch over publishing (.github/workflows/vigilancia.yml, once a day): «Publicar la web» is
 * switched on (switched on again if GitHub or anyone turned it off), and it has published
 * successfully within the last day. Whatever the reason it hasn't (the schedule off, a build
 * that fails, Pages refusing the deploy, runs that never start), the watch fails, so GitHub
 * e-mails the owner, and says in Spanish what it saw. Plain `node:` code with erasable types:
 * the workflow runs it on Node 24 without installing anything.
 */

/** GitHub's REST API as the watch uses it: a path under the repository, a method, the JSON back. */
export type GitHubApi = (method: "GET" | "PUT", path: string) => Promise<{ status: number; body: unknown }>;

export type WatchReport = { problems: string[]; notes: string[] };

/** A day, and the time a scheduled run may be late or long (every three hours, up to 30 minutes). */
const PUBLISHED_WITHIN_MS = 27 * 60 * 60 * 1000;

const dateTime = (iso: string): string =>
  new Intl.DateTimeFormat("es-ES", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Madrid" }).format(new Date(iso));

export async function watchPublication(api: GitHubApi, workflow: string, now: Date): Promise<WatchReport> {
  const problems: string[] = [];
  const notes: string[] = [];
  const state = await api("GET", `actions/workflows/${workflow}`);
  if (state.status !== 200) return { problems: [`no se puede consultar el flujo «${workflow}» (GitHub contesta ${state.status})`], notes };
  const current = (state.body as { state?: string }).state;
  if (current !== "active") {
    const enabled = await api("PUT", `actions/workflows/${workflow}/enable`);
    const why = current === "disabled_inactivity" ? "por GitHub, tras 60 días sin actividad en el repositorio" : current === "disabled_manually" ? "a mano" : `(estado «${current}»)`;
    if (enabled.status === 204) notes.push(`«Publicar la web» estaba apagado ${why}: se ha vuelto a encender`);
    else problems.push(`«Publicar la web» está apagado ${why} y no se ha podido volver a encender (GitHub contesta ${enabled.status}): enciéndelo en Actions → «Publicar la web» → Enable workflow`);
  }
  const runs = await api("GET", `actions/workflows/${workflow}/runs?status=success&per_page=1`);
  if (runs.status !== 200) return { problems: [...problems, `no se pueden consultar las publicaciones (GitHub contesta ${runs.status})`], notes };
  const last = (runs.body as { workflow_runs?: { updated_at: string; html_url: string }[] }).workflow_runs?.[0];
  if (!last) problems.push("la web no se ha publicado con éxito ni una vez: mira en Actions → «Publicar la web» por qué fallan sus ejecuciones");
  else if (now.getTime() - new Date(last.updated_at).getTime() > PUBLISHED_WITHIN_MS) {
    problems.push(`la web no se publica con éxito desde el ${dateTime(last.updated_at)} (más de un día): las noches ocupadas que ven los visitantes son de entonces. Mira en Actions → «Publicar la web» por qué fallan sus ejecuciones, o si no se ejecutan`);
  } else notes.push(`última publicación con éxito: ${dateTime(last.updated_at)}`);
  return { problems, notes };
}
