import { readFileSync } from "node:fs";
import path from "node:path";

/** The owner's guide, whose examples must be the messages the commands print. */
export const GUIDE = readFileSync(path.resolve(import.meta.dirname, "../../../docs/editar-contenido.md"), "utf8");

/** What varies with the owner's content (quoted names and lines, numbers) set aside: the wording. */
export function wording(message: string): string {
  return message
    .replace(/«[^«»]*(«[^«»]*»[^«»]*)*»/g, "«…»")
    .replace(/\d+/g, "N")
    .replace(/\s+/g, " ");
}

/** The messages the guide doesn't show, in their wording. */
export function missingFromGuide(messages: readonly string[]): string[] {
  const guide = wording(GUIDE);
  return messages.filter((message) => !guide.includes(wording(message)));
}
