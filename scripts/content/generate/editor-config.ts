/**
 * The owner's editor's settings, from the build's environment: GitHub Actions sets GITHUB_API_URL
 * (its API's address: api.github.com, or a GitHub Enterprise server's) and GITHUB_REPOSITORY
 * («owner/name», the repository being built). Outside Actions the API is github.com's and the
 * editor asks the owner for the repository once. Written as src/generated/editor-config.gen.ts,
 * read by the editor and by postbuild (the editor page's Content-Security-Policy lets it talk to
 * that API and no other host). A value that isn't what Actions gives stops the build: the editor
 * would send the owner's token there.
 */
import { checkedApiBase, DEFAULT_API_BASE, parseRepository } from "../../../src/editor/repository-address.ts";

export type EditorConfig = { apiBase: string; repository: string | null };

/** The settings in `env`; throws, in Spanish, on a value that can't be used. */
export function editorConfigFrom(env: Readonly<Record<string, string | undefined>>): EditorConfig {
  const apiText = env.GITHUB_API_URL?.trim() || DEFAULT_API_BASE;
  const apiBase = checkedApiBase(apiText);
  if (!apiBase) throw new Error(`GITHUB_API_URL no es una dirección que el editor pueda usar («${apiText}»): tiene que empezar por https:// (o ser http://127.0.0.1:<puerto> en las pruebas)`);
  const repositoryText = env.GITHUB_REPOSITORY?.trim() ?? "";
  if (repositoryText && !parseRepository(repositoryText)) throw new Error(`GITHUB_REPOSITORY no es un repositorio de GitHub («${repositoryText}»): tiene que ser «propietario/nombre»`);
  return { apiBase, repository: repositoryText || null };
}

/** The module the editor imports. */
export function editorConfigModule(config: EditorConfig, banner: string): string {
  return `${banner}/** Where the owner's editor reads and publishes site.yaml: the GitHub API, and the repository (owner/name) unless the owner must type it. */
export const EDITOR_API_BASE: string = ${JSON.stringify(config.apiBase)};
export const EDITOR_REPOSITORY: string | null = ${JSON.stringify(config.repository)};
`;
}
