/**
 * The photos of an apartment or of a gallery section: the published ones by name and place, the
 * ones added from the device with their thumbnail; each moved up or down (an apartment's first is
 * its main photo), described in each language, or taken out; new ones added from the camera roll
 * or the files, measured and refused here for what the check would refuse them for, and named as
 * the owner's photos of that folder are. The bytes go to `onAdded`; the text, to `onText`.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { usePageLanguage } from "../../components/page-language.tsx";
import { MIN_WIDTH, photoReferences } from "../../content-check/cross-check/photo-files.ts";
import { fill } from "../../labels/dictionary.ts";
import { addPhoto, movePhoto, removePhoto } from "../edits/photo-edits.ts";
import type { SiteData } from "../edits/site-data.ts";
import { useEditorWords } from "../editor-words.tsx";
import type { PhotoFiles } from "../photo-files.ts";
import { AreaField } from "../forms/fields.tsx";
import { EditProblemNote, Unreadable, useFormEdit, useSite, type OnText, type TaskProps } from "../forms/form-edit.tsx";
import { PhotoListField } from "../forms/photo-list-choice.tsx";
import { PhotoTextForm } from "../forms/photo-text-form.tsx";
import { photoListName, photoLists, photosOf, readSite, type ListedPhoto, type PhotoListChoice } from "../forms/site-reading.ts";
import { languageName } from "../forms/values.ts";
import { newPhotoPath, usualFolder, type AddedPhoto, type AddedPhotos } from "./added-photos.ts";
import { PHOTO_TYPES, takePhoto } from "./photo-intake.ts";
import "../forms/forms.css";

export type PhotoPanelProps = {
  text: string;
  onText: OnText;
  /** The repository's photos (the branch's tree). */
  photos: PhotoFiles;
  /** The photos added on this device, not yet published. */
  added: AddedPhotos;
  onAdded: (next: AddedPhotos) => void;
};

const PHOTOS = "photos/";

/** Every photo file the text names, as its «file:» lines write them. */
function namedFiles(site: SiteData): string[] {
  return photoReferences(site.data as Parameters<typeof photoReferences>[0]).map((reference) => reference.file);
}

export function PhotoPanel({ text, onText, photos, added, onAdded }: PhotoPanelProps) {
  const words = useEditorWords();
  const reading = useSite(text);
  const [key, setKey] = useState<string | null>(null);
  if ("problem" in reading) return <Unreadable problem={reading.problem} />;
  const { site } = reading;
  const lists = photoLists(site, { withAbout: false });
  const choice = lists.find((candidate) => candidate.key === key) ?? lists[0];
  if (!choice) return <p>{words.photoTexts.noLists}</p>;
  const listed = photosOf(site, choice);
  const folder = usualFolder(listed.map((photo) => photo.file)) ?? ("apartment" in choice.list ? choice.list.apartment : "galeria");
  const place = { text, onText, site, choice, added, onAdded };
  return (
    <div className="task-form">
      <PhotoListField lists={lists} value={choice.key} onChange={setKey} />
      <NewPhotos key={`new:${choice.key}`} {...place} folder={folder} photos={photos} />
      <PhotoList key={choice.key} {...place} listed={listed} />
    </div>
  );
}

type Place = TaskProps & { site: SiteData; choice: PhotoListChoice; added: AddedPhotos; onAdded: (next: AddedPhotos) => void };

/** A key for each photo of the list that stays with it when it moves: its name (and which of the same name it is). */
function photoKeys(listed: readonly ListedPhoto[]): string[] {
  const seen = new Map<string, number>();
  return listed.map(({ file }) => {
    const nth = (seen.get(file) ?? 0) + 1;
    seen.set(file, nth);
    return `${file}#${nth}`;
  });
}

function PhotoList({ text, onText, site, choice, added, onAdded, listed }: Place & { listed: ListedPhoto[] }) {
  const words = useEditorWords();
  const edit = useFormEdit({ text, onText });
  const name = photoListName(choice);
  const keys = photoKeys(listed);
  // The list's order as drawn (the text read, which may come a moment after the text itself).
  const order = keys.join("\n");
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef<{ key: string; way: "up" | "down" } | null>(null);

  // A photo moved is put back in its place in the page: its button keeps the focus (the other one at either end).
  useEffect(() => {
    const target = moved.current;
    moved.current = null;
    if (!target) return;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>("button[data-way]") ?? [])].filter((button) => button.dataset.photo === target.key && !button.disabled);
    (buttons.find((button) => button.dataset.way === target.way) ?? buttons[0])?.focus();
  }, [order]);

  const move = (photo: ListedPhoto, key: string, to: number, way: "up" | "down") => {
    const summary = to === 0 && choice.use === "apartment" ? `Foto principal de ${name}: ${photo.file}` : `Orden de las fotos de ${name}: ${photo.file} al puesto ${to + 1}`;
    if (edit.apply(movePhoto(text, { list: choice.list, file: photo.file, to }), summary)) moved.current = { key, way };
  };

  const remove = (photo: ListedPhoto) => {
    if (!window.confirm(fill(words.tasks.removeConfirm, { what: photo.file }))) return;
    const result = removePhoto(text, { list: choice.list, file: photo.file });
    if (!edit.apply(result, `Foto quitada de ${name}: ${photo.file}`) || "problem" in result) return;
    // An added photo the text no longer names is not published: its bytes go.
    const path = `${PHOTOS}${photo.file}`;
    const after = readSite(result.text);
    const stillNamed = "site" in after && namedFiles(after.site).includes(photo.file);
    const own = added.get(path);
    if (own && !stillNamed) {
      URL.revokeObjectURL(own.url);
      const next = new Map(added);
      next.delete(path);
      onAdded(next);
    }
  };

  return (
    <section className="task-card" aria-label={words.photoPanel.listed}>
      <h4 className="task-card__title">{words.photoPanel.listed}</h4>
      {listed.length === 0 ? <p>{words.photoTexts.none}</p> : null}
      <EditProblemNote edit={edit} />
      <ol ref={list} className="photo-list">
        {listed.map((photo, index) => {
          const own = added.get(`${PHOTOS}${photo.file}`);
          const key = keys[index] ?? photo.file;
          return (
            <li key={key} className="photo-list__item">
              <div className="photo-list__head">
                {own ? <img className="photo-list__thumb" src={own.url} alt="" width={96} height={72} decoding="async" /> : <span className="photo-list__place" aria-hidden="true">{index + 1}</span>}
                <p className="photo-list__name">
                  <span className="visually-hidden">{fill(words.photoPanel.position, { n: index + 1 })} </span>
                  <strong>{photo.file}</strong>
                  <span className="photo-list__badge">{own ? words.photoPanel.addedBadge : index === 0 && choice.use === "apartment" ? words.photoPanel.mainBadge : ""}</span>
                </p>
              </div>
              <div className="photo-list__actions">
                <button
                  className="button button--ghost"
                  type="button"
                  data-photo={key}
                  data-way="up"
                  disabled={index === 0}
                  onClick={() => move(photo, key, index - 1, "up")}
                  aria-label={fill(words.photoPanel.up, { file: photo.file })}
                  aria-describedby={edit.problemId}
                >
                  ↑ {words.photoPanel.upShort}
                </button>
                <button
                  className="button button--ghost"
                  type="button"
                  data-photo={key}
                  data-way="down"
                  disabled={index === listed.length - 1}
                  onClick={() => move(photo, key, index + 1, "down")}
                  aria-label={fill(words.photoPanel.down, { file: photo.file })}
                  aria-describedby={edit.problemId}
                >
                  ↓ {words.photoPanel.downShort}
                </button>
                <button className="button button--ghost" type="button" onClick={() => remove(photo)} aria-label={fill(words.photoPanel.remove, { file: photo.file })} aria-describedby={edit.problemId}>
                  {words.tasks.remove}
                </button>
              </div>
              <details className="photo-list__texts">
                <summary>{words.photoPanel.texts}</summary>
                <PhotoTextForm key={JSON.stringify(photo)} text={text} onText={onText} choice={choice} photo={photo} languages={site.languages} />
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A photo chosen on the device: being measured, refused (and why), or ready to be described and added. */
type Chosen = { id: number; name: string } & ({ state: "measuring" } | { state: "refused"; problem: string } | { state: "ready"; photo: AddedPhoto; extension: string });

function NewPhotos({ text, onText, site, choice, added, onAdded, folder, photos }: Place & { folder: string; photos: PhotoFiles }) {
  const words = useEditorWords();
  const id = useId();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const next = useRef(0);
  // The thumbnails of photos chosen and not (yet) added: they go with the panel.
  const thumbnails = useRef(new Set<string>());
  useEffect(() => {
    const urls = thumbnails.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const thumbnail = (file: File): string => {
    const url = URL.createObjectURL(file);
    thumbnails.current.add(url);
    return url;
  };
  const update = (item: Chosen) => setChosen((all) => all.map((other) => (other.id === item.id ? item : other)));
  const drop = (item: Chosen) => setChosen((all) => all.filter((other) => other.id !== item.id));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Emptied, so that the same photo can be chosen again after it was refused.
    event.target.value = "";
    for (const file of files) {
      const item: Chosen = { id: next.current++, name: file.name, state: "measuring" };
      setChosen((all) => [...all, item]);
      takePhoto(file, choice.use).then(
        (intake) =>
          update(
            "problem" in intake
              ? { id: item.id, name: item.name, state: "refused", problem: intake.problem }
              : { id: item.id, name: item.name, state: "ready", photo: { ...intake.photo, url: thumbnail(file) }, extension: intake.extension },
          ),
        () => update({ id: item.id, name: item.name, state: "refused", problem: words.photoPanel.unreadable }),
      );
    }
  };

  const pathFor = (extension: string) => newPhotoPath(folder, extension, { files: photos, added, named: namedFiles(site) });

  return (
    <section className="task-card" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="task-card__title">
        {words.photoPanel.add}
      </h4>
      <p id={`${id}-hint`} className="editor-field__hint">
        {fill(words.photoPanel.addHint, { width: MIN_WIDTH[choice.use] })}
      </p>
      <div className="photo-add">
        <input id={`${id}-files`} className="visually-hidden" type="file" accept={PHOTO_TYPES} multiple onChange={choose} aria-describedby={`${id}-hint`} />
        <label htmlFor={`${id}-files`} className="button">
          {words.photoPanel.choose}
        </label>
      </div>
      {chosen.length > 0 ? (
        <ul className="photo-chosen">
          {chosen.map((item) => (
            <li key={item.id} className="photo-chosen__item">
              {item.state === "measuring" ? <p role="status">{fill(words.photoPanel.measuring, { name: item.name })}</p> : null}
              {item.state === "refused" ? (
                <div className="editor-notice editor-notice--error" role="alert">
                  <p>
                    {fill(words.photoPanel.refused, { name: item.name })} {item.problem}
                  </p>
                  <button className="button button--ghost" type="button" onClick={() => drop(item)}>
                    {words.photoPanel.dismiss}
                  </button>
                </div>
              ) : null}
              {item.state === "ready" ? (
                <ReadyPhoto
                  text={text}
                  onText={onText}
                  site={site}
                  choice={choice}
                  item={item}
                  path={pathFor(item.extension)}
                  onDone={(path) => {
                    // Its thumbnail is the added photo's now.
                    thumbnails.current.delete(item.photo.url);
                    onAdded(new Map(added).set(path, item.photo));
                    drop(item);
                  }}
                  onCancel={() => {
                    thumbnails.current.delete(item.photo.url);
                    URL.revokeObjectURL(item.photo.url);
                    drop(item);
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

type ReadyProps = TaskProps & {
  site: SiteData;
  choice: PhotoListChoice;
  item: Extract<Chosen, { state: "ready" }>;
  path: string;
  onDone: (path: string) => void;
  onCancel: () => void;
};

/** A photo that passed: its thumbnail, the name it will have, what it shows in each language. */
function ReadyPhoto({ text, onText, site, choice, item, path, onDone, onCancel }: ReadyProps) {
  const words = useEditorWords();
  const { locale } = usePageLanguage();
  const edit = useFormEdit({ text, onText });
  const [alt, setAlt] = useState<Record<string, string>>({});
  const [slips, setSlips] = useState<Record<string, string>>({});
  const file = path.slice(PHOTOS.length);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(site.languages.filter((code) => !alt[code]?.trim()).map((code) => [code, words.photoPanel.altNeeded]));
    setSlips(missing);
    if (Object.keys(missing).length > 0) return;
    const texts = Object.fromEntries(site.languages.map((code) => [code, alt[code]?.trim() ?? ""]));
    if (edit.apply(addPhoto(text, { list: choice.list, photo: { file, alt: texts } }), `Nueva foto en ${photoListName(choice)}: ${file}`)) onDone(path);
  };

  return (
    <form className="photo-ready" onSubmit={add} noValidate>
      <fieldset>
        <legend>{fill(words.photoPanel.newPhoto, { name: item.name })}</legend>
        <div className="photo-ready__head">
          <img className="photo-list__thumb" src={item.photo.url} alt="" width={96} height={72} decoding="async" />
          <p>
            {fill(words.photoPanel.willBe, { file })}
            <br />
            <span className="editor-field__hint">{fill(words.photoPanel.size, { width: item.photo.width, height: item.photo.height })}</span>
          </p>
        </div>
        <div className="task-languages">
          {site.languages.map((code) => (
            <AreaField
              key={code}
              label={fill(words.photoTexts.alt, { language: languageName(code, locale) })}
              lang={code}
              rows={2}
              value={alt[code] ?? ""}
              slip={slips[code]}
              onChange={(event) => setAlt({ ...alt, [code]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <EditProblemNote edit={edit} />
      <div className="task-actions">
        <button className="button" type="submit" aria-describedby={edit.problemId}>
          {words.photoPanel.addPhoto}
        </button>
        <button className="button button--ghost" type="button" onClick={onCancel}>
          {words.photoPanel.cancel}
        </button>
      </div>
    </form>
  );
}
