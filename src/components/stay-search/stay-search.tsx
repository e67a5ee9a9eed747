import { useEffect, useRef, useState, type FormEvent } from "react";
import type { BookingConfig } from "../../booking/types";
import { useWords } from "../page-language";
import { useWhenIdle } from "../when-idle";
import { putStayInAddress, STAY_PARAMS } from "../stay-in-address";
import { useAddressStay } from "../use-address-stay";
import { controlValue, useHeldValue, useTypedBeforeLive } from "../typed-before-live";
import { useArrivedWithStay } from "./arrived-with-stay";
import "../form-field.css";
import "./stay-search.css";

export type SearchInput = { checkIn: string; checkOut: string; guests: string };

type Props = {
  config: BookingConfig;
  /** Each apartment's page, by slug, in the page's language. */
  apartmentPaths: Record<string, string>;
  headingId: string;
};

/** The answers and the logic they need: fetched as the visitor reaches for the search (`wake`), or once there are dates to ask about. */
const loadResults = () => import("./stay-search-results");
type ResultsModule = Awaited<ReturnType<typeof loadResults>>;

/** The most people the select offers: the whole building. A larger number from an address is kept, as one more option. */
const guestOptions = (mostGuests: number, chosen: string): string[] => {
  const options = Array.from({ length: mostGuests }, (_, i) => String(i + 1));
  return /^\d{1,3}$/.test(chosen) && Number(chosen) > mostGuests ? [...options, chosen] : options;
};

/**
 * Every apartment's answer for the traveller's dates and group, on the home page and the apartment
 * list. Native date fields (the phone's own picker; nothing to fetch). Answers come as soon as both
 * dates are set, and again at each change; the stay goes into the address
 * (`?entrada=…&salida=…&personas=…`), where every link to an apartment picks it up, and an address
 * that carries one opens scrolled to its answers. What the visitor typed before the page was live
 * is kept and answered. Without scripts the form can't answer: it says so, with the ways to ask.
 */
export function StaySearch({ config, apartmentPaths, headingId }: Props) {
  const words = useWords().search;
  // Its fields' ids, the same in the page and in its island's root (useId would differ between the two).
  const id = `${headingId}-campos`;
  const mostGuests = config.apartments.reduce((sum, apartment) => sum + apartment.maxGuests, 0);
  const blank: SearchInput = { checkIn: "", checkOut: "", guests: String(config.defaultGuests) };
  // An address with a stay opens as its results: read once the page runs (the prerendered page,
  // and so hydration, has no query); what the visitor does next takes over.
  const fromAddress = useAddressStay();
  const addressInput: SearchInput = { ...blank, ...fromAddress };
  const [edited, setInput] = useState<SearchInput | null>(null);
  const [askedNow, setAsked] = useState<SearchInput | null>(null);
  const input = edited ?? addressInput;
  // Answered from the address when it carries both dates (a date alone is a search being typed).
  const asked = askedNow ?? (fromAddress?.checkIn && fromAddress.checkOut ? addressInput : null);

  const ask = (next: SearchInput): void => {
    setAsked(next);
    putStayInAddress(next);
  };
  const change = (change: Partial<SearchInput>): void => {
    const next = { ...input, ...change };
    setInput(next);
    // Answered as soon as both dates are there, and at every change after; a date taken away takes
    // the answers with it (they were for other dates). The people alone travel too.
    if (next.checkIn && next.checkOut) ask(next);
    else {
      setAsked(null);
      putStayInAddress(next);
    }
  };
  const form = useRef<HTMLFormElement>(null);
  const checkInField = useHeldValue(input.checkIn);
  const checkOutField = useHeldValue(input.checkOut);
  useTypedBeforeLive(form, (element) => {
    if (!element) return;
    const typed = { checkIn: controlValue(element, STAY_PARAMS.checkIn) ?? "", checkOut: controlValue(element, STAY_PARAMS.checkOut) ?? "", guests: controlValue(element, STAY_PARAMS.guests) ?? input.guests };
    if (typed.checkIn !== input.checkIn || typed.checkOut !== input.checkOut || typed.guests !== input.guests) change(typed);
  });

  // Ahead of need, when the page is idle or as the visitor points at, touches or tabs into the search: the answers' code and
  // the booked nights (one file for every apartment, fetched once for the whole page) are here by
  // the time both dates are set. A failure here is tried again when the answers are asked for.
  // Held here rather than through React.lazy: a lazy part that suspends is revealed up to 300 ms
  // late (React's throttle), and the answer must follow the last input at once.
  const [results, setResults] = useState<ResultsModule | null>(null);
  // The answers' code didn't arrive (a dropped connection, a page older than the deploy): said, and tried again at the next search.
  const [unloaded, setUnloaded] = useState(false);
  const wake = (): void => {
    if (results) return;
    loadResults().then(
      (module) => {
        module.prefetchBookedNights(config);
        setResults(module);
        setUnloaded(false);
      },
      () => setUnloaded(true),
    );
  };
  // An address that carries a stay, or a search asked before anything woke the form.
  useEffect(() => {
    if (asked) wake();
  });
  // And ahead of the first press, once the page is idle: the search is what the home page is for.
  useWhenIdle(wake);

  // A link that carries a stay opens at its answers, once they are drawn (not on a return, where the browser puts the page back where it was).
  const resultsBox = useRef<HTMLDivElement>(null);
  const arrived = useArrivedWithStay();
  const arrival = useRef(arrived);
  // «Buscar esas fechas» and the other answers' buttons go away with the answers they were in: the focus goes to the new ones.
  const focusNext = useRef(false);
  const shown = (): void => {
    const box = resultsBox.current;
    if (!box) return;
    if (arrival.current) {
      arrival.current = false;
      if (window.scrollY < 100) box.scrollIntoView({ block: "start" });
    }
    // Once the new answers (or what is wrong with the search) are there, not while the calendars are on their way.
    const start = box.querySelector<HTMLElement>("[data-answers-start]");
    if (focusNext.current && start) {
      focusNext.current = false;
      start.focus();
    }
  };
  const searchAgain = (dates: Partial<SearchInput>): void => {
    focusNext.current = true;
    change(dates);
  };
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    ask(input);
  };

  return (
    <div className="stay-search">
      <form ref={form} className="stay-search__form form-card" role="search" aria-labelledby={headingId} method="get" onSubmit={submit} noValidate onFocusCapture={wake} onPointerEnter={wake} onTouchStartCapture={wake}>
        <div className="form-field">
          <label htmlFor={`${id}-in`}>{words.checkIn}</label>
          <input id={`${id}-in`} ref={checkInField} type="date" name={STAY_PARAMS.checkIn} onChange={(event) => change({ checkIn: event.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-out`}>{words.checkOut}</label>
          <input id={`${id}-out`} ref={checkOutField} type="date" name={STAY_PARAMS.checkOut} onChange={(event) => change({ checkOut: event.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-guests`}>{words.guests}</label>
          <select id={`${id}-guests`} name={STAY_PARAMS.guests} value={input.guests} onChange={(event) => change({ guests: event.target.value })}>
            {guestOptions(mostGuests, input.guests).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <button type="submit" className="button">
            {words.submit}
          </button>
        </div>
      </form>
      <noscript>
        <p className="stay-search__no-script">
          {words.noScript} <a href={config.contactPage}>{words.contact}</a>
        </p>
      </noscript>
      <div className="stay-search__results" ref={resultsBox}>
        {asked && results ? <results.default input={asked} config={config} apartmentPaths={apartmentPaths} onSearch={searchAgain} onShown={shown} /> : null}
        {asked && !results && unloaded ? (
          <p className="stay-search__problems" role="alert">
            {words.unloaded} <a href={config.contactPage}>{words.contact}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
