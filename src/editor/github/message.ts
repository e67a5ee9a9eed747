import type { Content } from "./publish.ts";
import { SITE_FILE, type Snapshot } from "./read.ts";

/**
 * The commit message of a publication, in Spanish: a first line of at most 72 characters saying
 * what changed («Editor web: precios de Mirador, nueva opinión; 1 foto nueva
 * (photos/mirador/12.jpg)»), from the editor's own summaries of its edits to site.yaml and from
 * the paths of the files; then, in the body, every summary and every file by name. The first
 * line drops detail until it fits: the paths first, then the summaries (counted instead).
 */

const FIRST_LINE = 72;
const PREFIX = "Editor web: ";
const PHOTOS = "photos/";

type Kind = "added" | "changed" | "deleted";

const WORDS = {
  photo: { one: "foto", many: "fotos", added: ["nueva", "nuevas"], changed: ["cambiada", "cambiadas"], deleted: ["quitada", "quitadas"] },
  file: { one: "archivo", many: "archivos", added: ["nuevo", "nuevos"], changed: ["cambiado", "cambiados"], deleted: ["quitado", "quitados"] },
} as const;

const KINDS: Kind[] = ["added", "changed", "deleted"];

const length = (text: string) => [...text].length;

const lowerFirst = (text: string) => (text ? text.charAt(0).toLowerCase() + text.slice(1) : text);

export type MessageRequest = { changes: ReadonlyMap<string, Content | null>; base: Pick<Snapshot, "files">; summaries?: readonly string[] };

export function commitMessage({ changes, base, summaries = [] }: MessageRequest): string {
  const groups = { photo: { added: [], changed: [], deleted: [] }, file: { added: [], changed: [], deleted: [] } } as Record<keyof typeof WORDS, Record<Kind, string[]>>;
  let siteChanged = false;
  for (const [path, content] of [...changes].sort(([a], [b]) => a.localeCompare(b))) {
    if (path === SITE_FILE) {
      siteChanged = true;
      continue;
    }
    const kind: Kind = content === null ? "deleted" : base.files.has(path) ? "changed" : "added";
    groups[path.startsWith(PHOTOS) ? "photo" : "file"][kind].push(path);
  }

  const fileParts = (withPaths: boolean) =>
    (["photo", "file"] as const).flatMap((group) =>
      KINDS.filter((kind) => groups[group][kind].length > 0).map((kind) => {
        const paths = groups[group][kind];
        const words = WORDS[group];
        const count = paths.length === 1 ? `1 ${words.one} ${words[kind][0]}` : `${paths.length} ${words.many} ${words[kind][1]}`;
        return withPaths && paths.length === 1 ? `${count} (${paths[0]})` : count;
      }),
    );
  const contentPart = summaries.length > 0 ? summaries.map(lowerFirst).join(", ") : siteChanged ? `cambios en ${SITE_FILE}` : "";
  const countedPart = summaries.length === 1 ? "1 cambio en el contenido" : `${summaries.length} cambios en el contenido`;
  const line = (content: string, files: string[]) => PREFIX + [content, files.join(", ")].filter(Boolean).join("; ");

  const candidates = [line(contentPart, fileParts(true)), line(contentPart, fileParts(false)), ...(summaries.length > 0 ? [line(countedPart, fileParts(false))] : [])];
  const fitting = candidates.find((candidate) => length(candidate) <= FIRST_LINE);
  const first = fitting ?? `${[...(candidates.at(-1) ?? PREFIX)].slice(0, FIRST_LINE - 1).join("")}…`;

  const body = [
    ...summaries.map((summary) => `- ${summary}`),
    ...(siteChanged ? [`- archivo cambiado: ${SITE_FILE}`] : []),
    ...(["photo", "file"] as const).flatMap((group) => KINDS.flatMap((kind) => groups[group][kind].map((path) => `- ${WORDS[group].one} ${WORDS[group][kind][0]}: ${path}`))),
  ];
  return `${first}\n\n${body.join("\n")}\n`;
}
