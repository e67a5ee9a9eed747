/**
 * «Bloquear fechas»: the stays the owner notes on an apartment's calendar (a phone booking, the
 * family), listed by their days, one added with its arrival and departure and a private note, one
 * taken off. Each change is the matching edit of edits/owner-block-edits.ts.
 */
import { useState, type FormEvent } from "react";
import { usePageLanguage } from "../../components/page-language.tsx";
import { fill } from "../../labels/dictionary.ts";
import { dataAt } from "../edits/edit-check.ts";
import { addOwnerBlock, removeOwnerBlock } from "../edits/owner-block-edits.ts";
import { listAt } from "../edits/site-data.ts";
import { useEditorWords } from "../editor-words.tsx";
import { ApartmentChoice, chosenApartment } from "../forms/apartment-choice.tsx";
import { Field } from "../forms/fields.tsx";
import { EditProblemNote, Unreadable, useFormEdit, useSite, type TaskProps } from "../forms/form-edit.tsx";
import { apartments, shown, type Apartment } from "../forms/site-reading.ts";
import { isDay, shownDay, summaryDays } from "../forms/values.ts";

type Stay = { checkIn: string; checkOut: string; note: string };

export function BlocksTask({ text, onText }: TaskProps) {
  const words = useEditorWords();
  const reading = useSite(text);
  const [slug, setSlug] = useState<string | null>(null);
  if ("problem" in reading) return <Unreadable problem={reading.problem} />;
  const all = apartments(reading.site);
  const apartment = chosenApartment(all, slug);
  if (!apartment) return <p>{words.tasks.noApartments}</p>;
  const stays: Stay[] = listAt(reading.site, ["apartments", apartment.index, "calendar", "blocks"]).map((block) => ({
    checkIn: shown(dataAt(block, ["checkIn"])),
    checkOut: shown(dataAt(block, ["checkOut"])),
    note: shown(dataAt(block, ["note"])),
  }));
  return (
    <div className="task-form">
      <ApartmentChoice apartments={all} value={apartment.slug} onChange={setSlug} />
      <StayList key={`${apartment.slug}:${JSON.stringify(stays)}`} text={text} onText={onText} apartment={apartment} stays={stays} />
      <AddStayForm key={apartment.slug} text={text} onText={onText} apartment={apartment} />
    </div>
  );
}

function StayList({ text, onText, apartment, stays }: TaskProps & { apartment: Apartment; stays: Stay[] }) {
  const words = useEditorWords();
  const { locale } = usePageLanguage();
  const edit = useFormEdit({ text, onText });
  const remove = (index: number, stay: Stay) => {
    const days = fill(words.blocks.stay, { from: shownDay(stay.checkIn, locale), to: shownDay(stay.checkOut, locale) });
    if (!window.confirm(fill(words.tasks.removeConfirm, { what: days }))) return;
    edit.apply(removeOwnerBlock(text, { apartment: apartment.slug, block: index }), `Fechas desbloqueadas en ${apartment.name}: ${summaryDays(stay.checkIn, stay.checkOut)}`);
  };
  return (
    <section className="task-card" aria-label={words.blocks.list}>
      <h4 className="task-card__title">{words.blocks.list}</h4>
      {stays.length === 0 ? <p>{fill(words.blocks.none, { apartment: apartment.name })}</p> : null}
      <ul className="task-list">
        {stays.map((stay, index) => {
          const days = fill(words.blocks.stay, { from: shownDay(stay.checkIn, locale), to: shownDay(stay.checkOut, locale) });
          return (
            <li key={index} className="task-list__item">
              <span className="task-list__text">
                <strong>{days}</strong>
                {stay.note ? <span className="task-list__note">{stay.note}</span> : null}
              </span>
              <button className="button button--ghost" type="button" onClick={() => remove(index, stay)} aria-label={fill(words.blocks.remove, { stay: days })} aria-describedby={edit.problemId}>
                {words.tasks.remove}
              </button>
            </li>
          );
        })}
      </ul>
      <EditProblemNote edit={edit} />
    </section>
  );
}

const NO_STAY: Stay = { checkIn: "", checkOut: "", note: "" };

function AddStayForm({ text, onText, apartment }: TaskProps & { apartment: Apartment }) {
  const words = useEditorWords();
  const edit = useFormEdit({ text, onText });
  const [stay, setStay] = useState(NO_STAY);
  const [slips, setSlips] = useState<{ checkIn?: string; checkOut?: string }>({});

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found = { checkIn: isDay(stay.checkIn) ? undefined : words.tasks.dateNeeded, checkOut: isDay(stay.checkOut) ? undefined : words.tasks.dateNeeded };
    setSlips(found);
    if (found.checkIn || found.checkOut) return;
    const note = stay.note.trim();
    const result = addOwnerBlock(text, { apartment: apartment.slug, block: { checkIn: stay.checkIn, checkOut: stay.checkOut, ...(note ? { note } : {}) } });
    if (edit.apply(result, `Fechas bloqueadas en ${apartment.name}: ${summaryDays(stay.checkIn, stay.checkOut)}`)) setStay(NO_STAY);
  };

  return (
    <form className="task-card" onSubmit={add} noValidate>
      <fieldset>
        <legend>{words.blocks.add}</legend>
        <div className="task-grid">
          <Field label={words.blocks.checkIn} type="date" value={stay.checkIn} hint={words.blocks.checkInHint} slip={slips.checkIn} onChange={(event) => setStay({ ...stay, checkIn: event.target.value })} />
          <Field label={words.blocks.checkOut} type="date" value={stay.checkOut} hint={words.blocks.checkOutHint} slip={slips.checkOut} onChange={(event) => setStay({ ...stay, checkOut: event.target.value })} />
        </div>
        <Field label={words.blocks.note} autoComplete="off" value={stay.note} hint={words.blocks.noteHint} onChange={(event) => setStay({ ...stay, note: event.target.value })} />
      </fieldset>
      <EditProblemNote edit={edit} />
      <div className="task-actions">
        <button className="button" type="submit" aria-describedby={edit.problemId}>
          {words.blocks.save}
        </button>
      </div>
    </form>
  );
}
