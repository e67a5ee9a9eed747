/**
 * «Cambiar un texto»: one of the site's texts in each language, side by side: the ones the owner
 * changes most (the site's name and tagline, each apartment's summary and description, the
 * translations of a review). Each language changed is one edit of edits/translated-text-edits.ts.
 */
import { useState, type FormEvent } from "react";
import { usePageLanguage } from "../../components/page-language.tsx";
import { fill } from "../../labels/dictionary.ts";
import { dataAt } from "../edits/edit-check.ts";
import type { YamlPath } from "../edits/edit-result.ts";
import { listAt, type SiteData } from "../edits/site-data.ts";
import { setTranslation } from "../edits/translated-text-edits.ts";
import { useEditorWords, type EditorWords } from "../editor-words.tsx";
import { AreaField, ChoiceField } from "../forms/fields.tsx";
import { chained, EditProblemNote, Unreadable, useFormEdit, useSite, type TaskProps } from "../forms/form-edit.tsx";
import { apartments, shown, translations } from "../forms/site-reading.ts";
import { languageLabel, languageName } from "../forms/values.ts";

/** A text the form offers: where it is, how the owner sees it named, how a commit names it (Spanish). */
type TextEntry = {
  key: string;
  path: YamlPath;
  group: string;
  /** How the form names it: «Lema», «Mirador: Resumen». */
  title: string;
  name: string;
  languages: readonly string[];
  /** A review's own words, which its translations translate. */
  original?: { language: string; text: string };
};

/** Whether the value is a text in each language: a block of two-letter keys. */
function isTranslated(value: unknown): boolean {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => /^[a-z]{2}$/.test(key));
}

const PARTS = ["space", "services", "other"] as const;
const PART_NAMES: Record<(typeof PARTS)[number], string> = { space: "el espacio", services: "servicios", other: "otros detalles" };

/** The texts of the file the form offers, in the order the owner meets them on the site. */
function textEntries(site: SiteData, words: EditorWords): TextEntry[] {
  const entries: TextEntry[] = [];
  /** A text where `path` is, if it is one; named `label` in its group, and with the group's name too when `inGroup` (an apartment's). */
  const add = ({ label, inGroup, ...entry }: Omit<TextEntry, "key" | "languages" | "title"> & { label: string; languages?: readonly string[]; inGroup?: boolean }) => {
    if (!isTranslated(dataAt(site.data, entry.path))) return;
    entries.push({ languages: site.languages, ...entry, key: entry.path.join("."), title: inGroup ? fill(words.texts.inGroup, { group: entry.group, text: label }) : label });
  };
  const siteGroup = words.texts.siteGroup;
  add({ path: ["site", "name"], group: siteGroup, label: words.texts.siteName, name: "nombre de la web" });
  add({ path: ["site", "tagline"], group: siteGroup, label: words.texts.tagline, name: "lema de la web" });
  add({ path: ["site", "description"], group: siteGroup, label: words.texts.siteDescription, name: "descripción de la web" });
  add({ path: ["contact", "intro"], group: siteGroup, label: words.texts.contactIntro, name: "introducción de «Contacto»" });
  add({ path: ["gallery", "intro"], group: siteGroup, label: words.texts.galleryIntro, name: "introducción de la galería" });
  for (const apartment of apartments(site)) {
    const at = ["apartments", apartment.index];
    add({ path: [...at, "summary"], group: apartment.name, inGroup: true, label: words.texts.summary, name: `resumen de ${apartment.name}` });
    for (const part of PARTS) {
      listAt(site, [...at, "description", part]).forEach((_, index) => {
        add({
          path: [...at, "description", part, index],
          group: apartment.name,
          inGroup: true,
          label: fill(words.texts[part], { n: index + 1 }),
          name: `descripción de ${apartment.name} (${PART_NAMES[part]}, párrafo ${index + 1})`,
        });
      });
    }
  }
  listAt(site, ["reviews", "list"]).forEach((review, index) => {
    const guest = shown(dataAt(review, ["guest"]));
    const stay = shown(dataAt(review, ["stay"]));
    const language = shown(dataAt(review, ["language"]));
    add({
      path: ["reviews", "list", index, "translations"],
      group: words.texts.reviewsGroup,
      label: fill(words.texts.review, { guest, stay }),
      name: `traducción de la opinión de ${guest} (${stay})`,
      languages: site.languages.filter((code) => code !== language),
      original: { language, text: shown(dataAt(review, ["text"])) },
    });
  });
  return entries;
}

export function TextTask({ text, onText }: TaskProps) {
  const words = useEditorWords();
  const reading = useSite(text);
  const [key, setKey] = useState<string | null>(null);
  if ("problem" in reading) return <Unreadable problem={reading.problem} />;
  const entries = textEntries(reading.site, words);
  const entry = entries.find((candidate) => candidate.key === key) ?? entries[0];
  if (!entry) return <p>{words.texts.none}</p>;
  const groups = [...new Set(entries.map((candidate) => candidate.group))];
  const values = translations(dataAt(reading.site.data, entry.path));
  return (
    <div className="task-form">
      <ChoiceField label={words.texts.choose} value={entry.key} onChange={(event) => setKey(event.target.value)}>
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {entries
              .filter((candidate) => candidate.group === group)
              .map((candidate) => (
                <option key={candidate.key} value={candidate.key}>
                  {candidate.title}
                </option>
              ))}
          </optgroup>
        ))}
      </ChoiceField>
      <TextForm key={`${entry.key}:${JSON.stringify(values)}`} text={text} onText={onText} entry={entry} values={values} />
    </div>
  );
}

function TextForm({ text, onText, entry, values }: TaskProps & { entry: TextEntry; values: Record<string, string> }) {
  const words = useEditorWords();
  const { locale } = usePageLanguage();
  const edit = useFormEdit({ text, onText });
  const [typed, setTyped] = useState<Record<string, string>>(values);
  const [slips, setSlips] = useState<Record<string, string>>({});

  const save = (event: FormEvent) => {
    event.preventDefault();
    const changed = entry.languages.filter((code) => (typed[code] ?? "") !== (values[code] ?? ""));
    const empty = Object.fromEntries(changed.filter((code) => !typed[code]?.trim()).map((code) => [code, words.tasks.textNeeded]));
    setSlips(empty);
    if (changed.length === 0 || Object.keys(empty).length > 0) return;
    const steps = changed.map((language) => (current: string) => setTranslation(current, { path: entry.path, language, value: typed[language] ?? "" }));
    edit.apply(chained(text, steps), `Texto cambiado (${changed.join(", ")}): ${entry.name}`);
  };

  return (
    <form className="task-card" onSubmit={save} noValidate>
      <fieldset>
        <legend>{entry.title}</legend>
        {entry.original ? (
          <figure className="task-original">
            <figcaption>{fill(words.texts.original, { language: languageName(entry.original.language, locale) })}</figcaption>
            <blockquote lang={entry.original.language}>{entry.original.text}</blockquote>
          </figure>
        ) : null}
        <div className="task-languages">
          {entry.languages.map((code) => (
            <AreaField
              key={code}
              label={languageLabel(code, locale)}
              lang={code}
              rows={entry.path.includes("description") || entry.original ? 7 : 3}
              value={typed[code] ?? ""}
              slip={slips[code]}
              onChange={(event) => setTyped({ ...typed, [code]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <EditProblemNote edit={edit} />
      <div className="task-actions">
        <button className="button" type="submit" aria-describedby={edit.problemId}>
          {words.texts.save}
        </button>
      </div>
    </form>
  );
}
