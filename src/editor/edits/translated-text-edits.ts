/**
 * A text in each language («summary: es: … en: …»): one language's version set, the others left
 * as they are. A language the text lacks is added as its last line, quoted as its other languages are.
 */
import { isMap, isScalar } from "yaml";
import { checkedPath, EditProblem, guarded, pathName, type EditResult, type YamlPath } from "./edit-result.ts";
import { nodeAt, readForEdit } from "./edit-source.ts";
import { checkedLanguage, madeText } from "./new-lines.ts";
import { setScalar } from "./text-edits.ts";

export function setTranslation(text: string, args: { path: YamlPath; language: string; value: string }): EditResult {
  return guarded(() => {
    const path = checkedPath(args.path);
    const language = checkedLanguage(args.language);
    if (typeof args.value !== "string") throw new EditProblem("el texto nuevo no es un texto");
    const node = nodeAt(readForEdit(text), path);
    const languageKeys = isMap(node) && node.items.every((pair) => isScalar(pair.key) && /^[a-z]{2}$/.test(String(pair.key.value)));
    if (!isMap(node) || !languageKeys) throw new EditProblem(`${pathName(path)} no es un texto en cada idioma («es: …», «en: …»)`);
    const quoted = node.items.some((pair) => isScalar(pair.value) && pair.value.type === "QUOTE_DOUBLE");
    return madeText(setScalar(text, [...path, language], args.value, { prefer: quoted ? "double" : "plain" }));
  });
}
