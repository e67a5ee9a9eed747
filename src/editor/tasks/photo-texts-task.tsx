/**
 * «Fotos», without the photos of the device: what each photo of an apartment, of a gallery
 * section or of the history shows, in each language (and the history's captions).
 */
import { useState } from "react";
import { fill } from "../../labels/dictionary.ts";
import { useEditorWords } from "../editor-words.tsx";
import { Unreadable, useSite, type TaskProps } from "../forms/form-edit.tsx";
import { PhotoListField } from "../forms/photo-list-choice.tsx";
import { PhotoTextForm } from "../forms/photo-text-form.tsx";
import { photoLists, photosOf } from "../forms/site-reading.ts";

export function PhotoTextsTask({ text, onText }: TaskProps) {
  const words = useEditorWords();
  const reading = useSite(text);
  const [key, setKey] = useState<string | null>(null);
  if ("problem" in reading) return <Unreadable problem={reading.problem} />;
  const { site } = reading;
  const lists = photoLists(site, { withAbout: true });
  const choice = lists.find((candidate) => candidate.key === key) ?? lists[0];
  if (!choice) return <p>{words.photoTexts.noLists}</p>;
  const photos = photosOf(site, choice);
  return (
    <div className="task-form">
      <PhotoListField lists={lists} value={choice.key} onChange={setKey} />
      {photos.length === 0 ? <p>{words.photoTexts.none}</p> : null}
      <ol className="task-photos">
        {photos.map((photo, index) => (
          <li key={`${index}:${photo.file}`} className="task-card">
            <h4 className="task-card__title">{fill(words.photoTexts.photo, { n: index + 1, file: photo.file })}</h4>
            <PhotoTextForm key={JSON.stringify(photo)} text={text} onText={onText} choice={choice} photo={photo} languages={site.languages} />
          </li>
        ))}
      </ol>
    </div>
  );
}
