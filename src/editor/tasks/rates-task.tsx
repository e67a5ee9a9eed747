/**
 * «Cambiar precios»: an apartment's seasons (their dates, the price of a night and of Friday and
 * Saturday, the minimum stay), a season added or taken out, and the cleaning fee. Each change is
 * the matching edit of edits/rates-edits.ts; what the values must be is the check's to say.
 */
import { useState, type FormEvent } from "react";
import { fill, upperFirst } from "../../labels/dictionary.ts";
import { usePageLanguage } from "../../components/page-language.tsx";
import { dataAt } from "../edits/edit-check.ts";
import { addSeason, removeSeason, setCleaningFee, setMinNights, setSeasonDates, setSeasonPrice, type NewSeason } from "../edits/rates-edits.ts";
import { listAt, type SiteData } from "../edits/site-data.ts";
import type { EditResult } from "../edits/edit-result.ts";
import { useEditorWords } from "../editor-words.tsx";
import { ApartmentChoice, chosenApartment } from "../forms/apartment-choice.tsx";
import { CheckField, Field } from "../forms/fields.tsx";
import { chained, EditProblemNote, Unreadable, useFormEdit, useSite, type TaskProps } from "../forms/form-edit.tsx";
import { apartments, firstLanguage, shown, type Apartment } from "../forms/site-reading.ts";
import { isDay, languageName, summaryDays, summaryEuros, typedAmount, typedWhole } from "../forms/values.ts";

type Place = TaskProps & { site: SiteData; apartment: Apartment };

/** A season's values as its fields show them. */
type SeasonFields = { from: string; to: string; nightly: string; weekend: string; minNights: string };

type Slips = Partial<Record<keyof SeasonFields, string>>;

const nightsText = (nights: number): string => (nights === 1 ? "mínimo 1 noche" : `mínimo ${nights} noches`);

export function RatesTask({ text, onText }: TaskProps) {
  const words = useEditorWords();
  const reading = useSite(text);
  const [slug, setSlug] = useState<string | null>(null);
  if ("problem" in reading) return <Unreadable problem={reading.problem} />;
  const { site } = reading;
  const all = apartments(site);
  const apartment = chosenApartment(all, slug);
  if (!apartment) return <p>{words.tasks.noApartments}</p>;
  const rates = ["apartments", apartment.index, "rates"];
  const seasons = listAt(site, [...rates, "seasons"]);
  const hasRates = dataAt(site.data, rates) !== undefined;
  const place = { text, onText, site, apartment };
  return (
    <div className="task-form">
      <ApartmentChoice apartments={all} value={apartment.slug} onChange={setSlug} />
      {seasons.length === 0 ? <p>{fill(words.rates.noSeasons, { apartment: apartment.name })}</p> : null}
      {seasons.map((season, index) => (
        <SeasonForm key={`${apartment.slug}:${index}:${JSON.stringify(season)}`} {...place} index={index} season={season} />
      ))}
      <AddSeasonForm key={apartment.slug} {...place} seasons={seasons} needsTaxes={!hasRates} />
      {hasRates ? <CleaningFeeForm key={`${apartment.slug}:${shown(dataAt(site.data, [...rates, "cleaningFee"]))}`} {...place} fee={dataAt(site.data, [...rates, "cleaningFee"])} /> : null}
    </div>
  );
}

/** The slips of a season's fields, and its values read as the edits take them when there are none. */
function readSeason(values: SeasonFields, words: ReturnType<typeof useEditorWords>): { slips: Slips; nightly?: number; weekend?: number | null; minNights?: number } {
  const slips: Slips = {};
  if (!isDay(values.from)) slips.from = words.tasks.dateNeeded;
  if (!isDay(values.to)) slips.to = words.tasks.dateNeeded;
  const nightly = typedAmount(values.nightly);
  if (nightly === null || nightly === undefined) slips.nightly = words.tasks.amountNeeded;
  const weekend = typedAmount(values.weekend);
  if (weekend === undefined) slips.weekend = words.tasks.amountNeeded;
  const minNights = typedWhole(values.minNights);
  if (minNights === undefined) slips.minNights = words.tasks.nightsNeeded;
  return { slips, nightly: nightly ?? undefined, weekend, minNights };
}

function SeasonFieldset({ values, slips, onChange }: { values: SeasonFields; slips: Slips; onChange: (values: SeasonFields) => void }) {
  const words = useEditorWords();
  const set = (key: keyof SeasonFields) => (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value });
  return (
    <div className="task-grid">
      <Field label={words.rates.from} type="date" value={values.from} slip={slips.from} onChange={set("from")} />
      <Field label={words.rates.to} type="date" value={values.to} hint={words.rates.toHint} slip={slips.to} onChange={set("to")} />
      <Field label={words.rates.nightly} inputMode="decimal" autoComplete="off" value={values.nightly} slip={slips.nightly} onChange={set("nightly")} />
      <Field label={words.rates.weekend} inputMode="decimal" autoComplete="off" value={values.weekend} hint={words.rates.weekendHint} slip={slips.weekend} onChange={set("weekend")} />
      <Field label={words.rates.minNights} inputMode="numeric" autoComplete="off" value={values.minNights} slip={slips.minNights} onChange={set("minNights")} />
    </div>
  );
}

function SeasonForm({ text, onText, site, apartment, index, season }: Place & { index: number; season: unknown }) {
  const words = useEditorWords();
  const edit = useFormEdit({ text, onText });
  const initial: SeasonFields = {
    from: shown(dataAt(season, ["from"])),
    to: shown(dataAt(season, ["to"])),
    nightly: shown(dataAt(season, ["nightly"])),
    weekend: shown(dataAt(season, ["weekend"])),
    minNights: shown(dataAt(season, ["minNights"])),
  };
  const [values, setValues] = useState(initial);
  const [slips, setSlips] = useState<Slips>({});
  const name = firstLanguage(site, dataAt(season, ["name"])) || `temporada ${index + 1}`;
  const at = { apartment: apartment.slug, season: index };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const read = readSeason(values, words);
    setSlips(read.slips);
    if (Object.keys(read.slips).length > 0) return;
    const steps: ((text: string) => EditResult)[] = [];
    const parts: string[] = [];
    if (values.from !== initial.from || values.to !== initial.to) {
      steps.push((current) => setSeasonDates(current, { ...at, from: values.from, to: values.to }));
      parts.push(summaryDays(values.from, values.to));
    }
    if (values.nightly !== initial.nightly && read.nightly !== undefined) {
      const price = read.nightly;
      steps.push((current) => setSeasonPrice(current, { ...at, night: "nightly", price }));
      parts.push(`${summaryEuros(price)} la noche`);
    }
    if (values.weekend !== initial.weekend && read.weekend !== undefined) {
      const price = read.weekend;
      steps.push((current) => setSeasonPrice(current, { ...at, night: "weekend", price }));
      parts.push(price === null ? "sin precio de viernes y sábado" : `${summaryEuros(price)} viernes y sábado`);
    }
    if (values.minNights !== initial.minNights && read.minNights !== undefined) {
      const nights = read.minNights;
      steps.push((current) => setMinNights(current, { ...at, nights }));
      parts.push(nightsText(nights));
    }
    if (steps.length === 0) return;
    const onlyPrice = steps.length === 1 && values.nightly !== initial.nightly && read.nightly !== undefined;
    const summary = onlyPrice ? `Precio de ${name} de ${apartment.name}: ${summaryEuros(read.nightly ?? 0)}` : `${upperFirst(name, "es")} de ${apartment.name}: ${parts.join(", ")}`;
    edit.apply(chained(text, steps), summary);
  };

  const remove = () => {
    if (!window.confirm(fill(words.tasks.removeConfirm, { what: name }))) return;
    edit.apply(removeSeason(text, at), `Temporada quitada de ${apartment.name}: ${name}`);
  };

  return (
    <form className="task-card" onSubmit={save} noValidate>
      <fieldset>
        <legend>{fill(words.rates.season, { n: index + 1, name })}</legend>
        <SeasonFieldset values={values} slips={slips} onChange={setValues} />
      </fieldset>
      <EditProblemNote edit={edit} />
      <div className="task-actions">
        <button className="button" type="submit" aria-describedby={edit.problemId}>
          {words.rates.saveSeason}
        </button>
        <button className="button button--ghost" type="button" onClick={remove} aria-describedby={edit.problemId}>
          {words.rates.removeSeason}
        </button>
      </div>
    </form>
  );
}

const EMPTY_SEASON: SeasonFields = { from: "", to: "", nightly: "", weekend: "", minNights: "" };

function AddSeasonForm({ text, onText, site, apartment, seasons, needsTaxes }: Place & { seasons: unknown[]; needsTaxes: boolean }) {
  const words = useEditorWords();
  const { locale } = usePageLanguage();
  const edit = useFormEdit({ text, onText });
  const [names, setNames] = useState<Record<string, string>>({});
  const [values, setValues] = useState(EMPTY_SEASON);
  const [taxesIncluded, setTaxesIncluded] = useState(true);
  const [slips, setSlips] = useState<Slips>({});
  const [nameSlips, setNameSlips] = useState<Record<string, string>>({});

  const add = (event: FormEvent) => {
    event.preventDefault();
    const read = readSeason(values, words);
    const missing = Object.fromEntries(site.languages.filter((code) => !names[code]?.trim()).map((code) => [code, words.tasks.textNeeded]));
    setSlips(read.slips);
    setNameSlips(missing);
    if (Object.keys(read.slips).length > 0 || Object.keys(missing).length > 0 || read.nightly === undefined || read.minNights === undefined) return;
    const name = Object.fromEntries(site.languages.map((code) => [code, names[code]?.trim() ?? ""]));
    const season: NewSeason = { name, from: values.from, to: values.to, nightly: read.nightly, minNights: read.minNights, ...(read.weekend == null ? {} : { weekend: read.weekend }) };
    // Seasons follow one another: the new one goes before the first that starts after it.
    const later = seasons.findIndex((other) => shown(dataAt(other, ["from"])) > values.from);
    const result = addSeason(text, { apartment: apartment.slug, season, ...(later < 0 ? {} : { index: later }), ...(needsTaxes ? { taxesIncluded } : {}) });
    if (edit.apply(result, `Nueva temporada de ${apartment.name}: ${firstLanguage(site, name)} (${summaryDays(values.from, values.to)})`)) {
      setNames({});
      setValues(EMPTY_SEASON);
    }
  };

  return (
    <form className="task-card" onSubmit={add} noValidate>
      <fieldset>
        <legend>{words.rates.addSeason}</legend>
        <div className="task-grid">
          {site.languages.map((code) => (
            <Field
              key={code}
              label={fill(words.rates.seasonName, { language: languageName(code, locale) })}
              lang={code}
              autoComplete="off"
              value={names[code] ?? ""}
              slip={nameSlips[code]}
              onChange={(event) => setNames({ ...names, [code]: event.target.value })}
            />
          ))}
        </div>
        <SeasonFieldset values={values} slips={slips} onChange={setValues} />
        {needsTaxes ? <CheckField label={words.rates.taxesIncluded} hint={words.rates.taxesHint} checked={taxesIncluded} onChange={setTaxesIncluded} /> : null}
      </fieldset>
      <EditProblemNote edit={edit} />
      <div className="task-actions">
        <button className="button" type="submit" aria-describedby={edit.problemId}>
          {words.rates.addSeason}
        </button>
      </div>
    </form>
  );
}

function CleaningFeeForm({ text, onText, apartment, fee }: Place & { fee: unknown }) {
  const words = useEditorWords();
  const edit = useFormEdit({ text, onText });
  const [typed, setTyped] = useState(shown(fee));
  const [slip, setSlip] = useState<string | undefined>(undefined);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const amount = typedAmount(typed);
    setSlip(amount === undefined ? words.tasks.amountNeeded : undefined);
    if (amount === undefined || typed === shown(fee)) return;
    edit.apply(setCleaningFee(text, { apartment: apartment.slug, fee: amount }), `Limpieza de ${apartment.name}: ${amount === null ? "sin cobrar aparte" : summaryEuros(amount)}`);
  };

  return (
    <form className="task-card" onSubmit={save} noValidate>
      <fieldset>
        <legend>{words.rates.cleaningFee}</legend>
        <div className="task-grid">
          <Field label={words.rates.cleaningAmount} inputMode="decimal" autoComplete="off" value={typed} hint={words.rates.cleaningHint} slip={slip} onChange={(event) => setTyped(event.target.value)} />
        </div>
      </fieldset>
      <EditProblemNote edit={edit} />
      <div className="task-actions">
        <button className="button" type="submit" aria-describedby={edit.problemId}>
          {words.rates.saveFee}
        </button>
      </div>
    </form>
  );
}
