/**
 * A photo's texts in each language: what it shows («alt», read aloud to whoever can't see it) and,
 * in the history's images, its caption. Each language changed is one edit of edits/photo-edits.ts.
 */
import { useState, type FormEvent } from "react";
import { usePageLanguage } from "../../components/page-language.tsx";
import { fill } from "../../labels/dictionary.ts";
import type { EditResult } from "../edits/edit-result.ts";
import { setPhotoText } from "../edits/photo-edits.ts";
import { useEditorWords } from "../editor-words.tsx";
import { AreaField } from "./fields.tsx";
import { chained, EditProblemNote, useFormEdit, type TaskProps } from "./form-edit.tsx";
import type { ListedPhoto, PhotoListChoice } from "./site-reading.ts";
import { languageName } from "./values.ts";

type Field = "alt" | "caption";

type Props = TaskProps & { choice: PhotoListChoice; photo: ListedPhoto; languages: readonly string[] };

export function PhotoTextForm({ text, onText, choice, photo, languages }: Props) {
  const words = useEditorWords();
  const { locale } = usePageLanguage();
  const edit = useFormEdit({ text, onText });
  const fields: Field[] = choice.use === "about" ? ["alt", "caption"] : ["alt"];
  const initial = { alt: photo.alt, caption: photo.caption ?? {} };
  const [typed, setTyped] = useState(initial);
  const [slips, setSlips] = useState<Record<string, string>>({});

  const save = (event: FormEvent) => {
    event.preventDefault();
    const changed = fields.flatMap((field) => languages.filter((code) => (typed[field][code] ?? "") !== (initial[field][code] ?? "")).map((code) => ({ field, code })));
    const empty = Object.fromEntries(changed.filter(({ field, code }) => !typed[field][code]?.trim()).map(({ field, code }) => [`${field}:${code}`, words.tasks.textNeeded]));
    setSlips(empty);
    if (changed.length === 0 || Object.keys(empty).length > 0) return;
    const steps = changed.map(({ field, code }) => (current: string): EditResult => setPhotoText(current, { list: choice.list, file: photo.file, field, language: code, value: typed[field][code] ?? "" }));
    const named = (field: Field, noun: string) => {
      const codes = changed.filter((change) => change.field === field).map((change) => change.code);
      return codes.length > 0 ? [`${noun} (${codes.join(", ")})`] : [];
    };
    const what = [...named("alt", "descripción"), ...named("caption", "pie")].join(" y ");
    edit.apply(chained(text, steps), `${what.charAt(0).toUpperCase()}${what.slice(1)} de la foto ${photo.file}`);
  };

  return (
    <form className="task-photo-texts" onSubmit={save} noValidate>
      <div className="task-languages">
        {fields.flatMap((field) =>
          languages.map((code) => (
            <AreaField
              key={`${field}:${code}`}
              label={fill(field === "alt" ? words.photoTexts.alt : words.photoTexts.caption, { language: languageName(code, locale) })}
              lang={code}
              rows={2}
              value={typed[field][code] ?? ""}
              slip={slips[`${field}:${code}`]}
              onChange={(event) => setTyped({ ...typed, [field]: { ...typed[field], [code]: event.target.value } })}
            />
          )),
        )}
      </div>
      <EditProblemNote edit={edit} />
      <div className="task-actions">
        <button className="button" type="submit" aria-describedby={edit.problemId}>
          {words.photoTexts.save}
          <span className="visually-hidden"> {photo.file}</span>
        </button>
      </div>
    </form>
  );
}
