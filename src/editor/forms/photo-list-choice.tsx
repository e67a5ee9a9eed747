import { fill } from "../../labels/dictionary.ts";
import { useEditorWords } from "../editor-words.tsx";
import { ChoiceField } from "./fields.tsx";
import type { PhotoListChoice } from "./site-reading.ts";

/** Whose photos a form works on: an apartment's, a gallery section's, the history's. */
export function PhotoListField({ lists, value, onChange }: { lists: readonly PhotoListChoice[]; value: string; onChange: (key: string) => void }) {
  const words = useEditorWords();
  const named = (choice: PhotoListChoice): string =>
    choice.label.kind === "apartment" ? choice.label.name : choice.label.kind === "gallery" ? fill(words.photoTexts.gallery, { title: choice.label.name }) : words.photoTexts.about;
  return (
    <ChoiceField label={words.photoTexts.list} value={value} onChange={(event) => onChange(event.target.value)}>
      {lists.map((choice) => (
        <option key={choice.key} value={choice.key}>
          {named(choice)}
        </option>
      ))}
    </ChoiceField>
  );
}
