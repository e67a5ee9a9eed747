/**
 * «Añadir una opinión»: a guest's review added with the fields the schema's «review» has (who,
 * the month of the stay, the apartment, where it comes from and its address, the rating, its
 * language, the text as written and its translations), and the listed ones, each of which can be
 * taken out. Each change is the matching edit of edits/review-edits.ts.
 */
import { useState, type FormEvent } from "react";
import { usePageLanguage } from "../../components/page-language.tsx";
import { fill } from "../../labels/dictionary.ts";
import { dataAt } from "../edits/edit-check.ts";
import { addReview, removeReview, type NewReview } from "../edits/review-edits.ts";
import { listAt, type SiteData } from "../edits/site-data.ts";
import { useEditorWords } from "../editor-words.tsx";
import { AreaField, ChoiceField, Field } from "../forms/fields.tsx";
import { EditProblemNote, Unreadable, useFormEdit, useSite, type TaskProps } from "../forms/form-edit.tsx";
import { apartments, shown } from "../forms/site-reading.ts";
import { languageLabel, languageName, typedAmount } from "../forms/values.ts";

/** The source of the reviews that reach the owner directly (by email, by WhatsApp), as the schema names it. */
const DIRECT = "directo";

type Listed = { guest: string; stay: string; apartment: string; source: string };

/** An apartment's name by its slug (the slug itself when the file has no such apartment). */
const apartmentName = (site: SiteData, slug: string): string => apartments(site).find((apartment) => apartment.slug === slug)?.name ?? slug;

export function ReviewTask({ text, onText }: TaskProps) {
  const reading = useSite(text);
  if ("problem" in reading) return <Unreadable problem={reading.problem} />;
  const listed: Listed[] = listAt(reading.site, ["reviews", "list"]).map((review) => ({
    guest: shown(dataAt(review, ["guest"])),
    stay: shown(dataAt(review, ["stay"])),
    apartment: shown(dataAt(review, ["apartment"])),
    source: shown(dataAt(review, ["source"])),
  }));
  return (
    <div className="task-form">
      <AddReviewForm text={text} onText={onText} site={reading.site} />
      <ReviewList key={JSON.stringify(listed)} text={text} onText={onText} site={reading.site} listed={listed} />
    </div>
  );
}

type Typed = { guest: string; stay: string; apartment: string; source: string; url: string; rating: string; language: string; text: string };

type Slips = Partial<Record<keyof Typed, string>>;

function AddReviewForm({ text, onText, site }: TaskProps & { site: SiteData }) {
  const words = useEditorWords();
  const { locale } = usePageLanguage();
  const edit = useFormEdit({ text, onText });
  const all = apartments(site);
  const sources = listAt(site, ["reviews", "sources"]).flatMap((source) => {
    const id = shown(dataAt(source, ["id"]));
    return id ? [{ id, name: shown(dataAt(source, ["name"])) || id }] : [];
  });
  const empty: Typed = { guest: "", stay: "", apartment: all[0]?.slug ?? "", source: sources[0]?.id ?? DIRECT, url: "", rating: "", language: site.languages[0] ?? "es", text: "" };
  const [typed, setTyped] = useState(empty);
  const [translated, setTranslated] = useState<Record<string, string>>({});
  const [slips, setSlips] = useState<Slips>({});
  const set = (key: keyof Typed) => (event: { target: { value: string } }) => setTyped({ ...typed, [key]: event.target.value });
  // Languages a review is written in besides the site's: those of the listed ones («fr»).
  const languages = [...new Set([...site.languages, ...listAt(site, ["reviews", "list"]).map((review) => shown(dataAt(review, ["language"])))])].filter((code) => /^[a-z]{2}$/.test(code));
  const translations = site.languages.filter((code) => code !== typed.language);
  const direct = typed.source === DIRECT;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const rating = typedAmount(typed.rating);
    const found: Slips = {
      guest: typed.guest.trim() ? undefined : words.tasks.textNeeded,
      stay: /^\d{4}-\d{2}$/.test(typed.stay) ? undefined : words.reviews.stayNeeded,
      apartment: typed.apartment ? undefined : words.tasks.textNeeded,
      rating: rating === undefined ? words.tasks.amountNeeded : undefined,
      language: /^[a-z]{2}$/.test(typed.language) ? undefined : words.reviews.languageNeeded,
      text: typed.text.trim() ? undefined : words.tasks.textNeeded,
    };
    setSlips(found);
    if (Object.values(found).some(Boolean)) return;
    const written = Object.fromEntries(translations.flatMap((code) => (translated[code]?.trim() ? [[code, translated[code].trim()]] : [])));
    const review: NewReview = {
      guest: typed.guest.trim(),
      stay: typed.stay,
      apartment: typed.apartment,
      source: typed.source,
      ...(typed.url.trim() && !direct ? { url: typed.url.trim() } : {}),
      ...(rating == null ? {} : { rating }),
      language: typed.language,
      text: typed.text.trim(),
      ...(Object.keys(written).length > 0 ? { translations: written } : {}),
    };
    if (edit.apply(addReview(text, { review }), `Nueva opinión de ${review.guest} (${apartmentName(site, review.apartment)}, ${review.stay})`)) {
      setTyped(empty);
      setTranslated({});
    }
  };

  return (
    <form className="task-card" onSubmit={add} noValidate>
      <fieldset>
        <legend>{words.reviews.add}</legend>
        <div className="task-grid">
          <Field label={words.reviews.guest} autoComplete="off" value={typed.guest} hint={words.reviews.guestHint} slip={slips.guest} onChange={set("guest")} />
          <Field label={words.reviews.stay} type="month" placeholder="2026-08" value={typed.stay} hint={words.reviews.stayHint} slip={slips.stay} onChange={set("stay")} />
          <ChoiceField label={words.tasks.apartment} value={typed.apartment} slip={slips.apartment} onChange={set("apartment")}>
            {all.map((apartment) => (
              <option key={apartment.slug} value={apartment.slug}>
                {apartment.name}
              </option>
            ))}
          </ChoiceField>
          <ChoiceField label={words.reviews.source} value={typed.source} onChange={set("source")}>
            {sources.map((source) => (
              <option key={source.id} value={source.id}>
                {source.name}
              </option>
            ))}
            <option value={DIRECT}>{words.reviews.direct}</option>
          </ChoiceField>
          {direct ? null : <Field label={words.reviews.url} type="url" inputMode="url" autoComplete="off" autoCapitalize="off" spellCheck={false} value={typed.url} hint={words.reviews.urlHint} onChange={set("url")} />}
          <Field label={words.reviews.rating} inputMode="decimal" autoComplete="off" value={typed.rating} hint={words.reviews.ratingHint} slip={slips.rating} onChange={set("rating")} />
          <ChoiceField label={words.reviews.language} value={typed.language} slip={slips.language} onChange={set("language")}>
            {languages.map((code) => (
              <option key={code} value={code}>
                {languageLabel(code, locale)}
              </option>
            ))}
          </ChoiceField>
        </div>
        <AreaField label={words.reviews.text} lang={typed.language} rows={5} value={typed.text} hint={words.reviews.textHint} slip={slips.text} onChange={set("text")} />
        <div className="task-languages">
          {translations.map((code) => (
            <AreaField
              key={code}
              label={fill(words.reviews.translation, { language: languageName(code, locale) })}
              lang={code}
              rows={5}
              value={translated[code] ?? ""}
              onChange={(event) => setTranslated({ ...translated, [code]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <EditProblemNote edit={edit} />
      <div className="task-actions">
        <button className="button" type="submit" aria-describedby={edit.problemId}>
          {words.reviews.add}
        </button>
      </div>
    </form>
  );
}

function ReviewList({ text, onText, site, listed }: TaskProps & { site: SiteData; listed: Listed[] }) {
  const words = useEditorWords();
  const edit = useFormEdit({ text, onText });
  const nameOf = (review: Listed) => fill(words.reviews.item, { guest: review.guest, stay: review.stay, apartment: apartmentName(site, review.apartment) });
  const remove = (index: number, review: Listed) => {
    if (!window.confirm(fill(words.tasks.removeConfirm, { what: nameOf(review) }))) return;
    edit.apply(removeReview(text, { review: index }), `Opinión quitada: ${review.guest} (${apartmentName(site, review.apartment)}, ${review.stay})`);
  };
  return (
    <section className="task-card" aria-label={words.reviews.list}>
      <h4 className="task-card__title">{words.reviews.list}</h4>
      {listed.length === 0 ? <p>{words.reviews.none}</p> : null}
      <EditProblemNote edit={edit} />
      <ul className="task-list">
        {listed.map((review, index) => (
          <li key={index} className="task-list__item">
            <span className="task-list__text">{nameOf(review)}</span>
            <button className="button button--ghost" type="button" onClick={() => remove(index, review)} aria-label={fill(words.reviews.remove, { review: nameOf(review) })} aria-describedby={edit.problemId}>
              {words.tasks.remove}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
