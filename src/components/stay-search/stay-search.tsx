import { useEffect, useId, useState, type FormEvent } from "react";
import type { BookingConfig } from "../../booking/types";
import { useWords } from "../page-language";
import { useClientValue } from "../use-client-value";
import "../form-field.css";
import "./stay-search.css";

/** The stay as the address carries it, so that a search can be sent (by WhatsApp, say) and opened as results. */
const SEARCH_PARAMS = { checkIn: "entrada", checkOut: "salida", guests: "personas" } as const;

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

/** The stay an address's query carries, if it names a date. */
function stayIn(query: string, defaultGuests: string): SearchInput | null {
  const params = new URLSearchParams(query);
  const checkIn = params.get(SEARCH_PARAMS.checkIn);
  const checkOut = params.get(SEARCH_PARAMS.checkOut);
  if (checkIn === null && checkOut === null) return null;
  return { checkIn: checkIn ?? "", checkOut: checkOut ?? "", guests: params.get(SEARCH_PARAMS.guests) ?? defaultGuests };
}

/** The address of this page with the stay in its query (and nothing else of a query it had). */
function addressWith(input: SearchInput): string {
  const query = new URLSearchParams({ [SEARCH_PARAMS.checkIn]: input.checkIn, [SEARCH_PARAMS.checkOut]: input.checkOut, [SEARCH_PARAMS.guests]: input.guests });
  return `${window.location.pathname}?${query.toString()}`;
}

/**
 * Every apartment's answer for the traveller's dates and group, on the home page and the apartment
 * list. Native date fields (the phone's own picker; nothing to fetch). Answers come as soon as both
 * dates are set, and again at each change; the stay goes into the address
 * (`?entrada=…&salida=…&personas=…`), and an address that carries one opens with its answers.
 * Without scripts the form can't answer: it says so, with the ways to ask.
 */
export function StaySearch({ config, apartmentPaths, headingId }: Props) {
  const words = useWords().search;
  const id = useId();
  const mostGuests = config.apartments.reduce((sum, apartment) => sum + apartment.maxGuests, 0);
  // An address with a stay opens as its results: read once the page runs (the prerendered page,
  // and so hydration, has no query); what the visitor does next takes over.
  const query = useClientValue(() => window.location.search, "");
  const fromAddress = stayIn(query, String(config.defaultGuests));
  const [edited, setInput] = useState<SearchInput | null>(null);
  const [askedNow, setAsked] = useState<SearchInput | null>(null);
  const input = edited ?? fromAddress ?? { checkIn: "", checkOut: "", guests: String(config.defaultGuests) };
  const asked = askedNow ?? fromAddress;

  const ask = (next: SearchInput): void => {
    setAsked(next);
    window.history.replaceState(window.history.state, "", addressWith(next));
  };
  const change = (change: Partial<SearchInput>): void => {
    const next = { ...input, ...change };
    setInput(next);
    // Answered as soon as both dates are there, and at every change after.
    if (next.checkIn && next.checkOut) ask(next);
  };
  // Ahead of need, as the visitor points at, touches or tabs into the search: the answers' code and
  // the booked nights (one file for every apartment, fetched once for the whole page) are here by
  // the time both dates are set. A failure here is tried again when the answers are asked for.
  // Held here rather than through React.lazy: a lazy part that suspends is revealed up to 300 ms
  // late (React's throttle), and the answer must follow the last input at once.
  const [results, setResults] = useState<ResultsModule | null>(null);
  const wake = (): void => {
    if (results) return;
    loadResults().then(
      (module) => {
        module.prefetchBookedNights(config.availabilityPath);
        setResults(module);
      },
      () => undefined,
    );
  };
  // An address that carries a stay, or a search asked before anything woke the form.
  useEffect(() => {
    if (asked) wake();
  });
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    ask(input);
  };

  return (
    <div className="stay-search">
      <form className="stay-search__form form-card" role="search" aria-labelledby={headingId} method="get" onSubmit={submit} noValidate onFocusCapture={wake} onPointerEnter={wake} onTouchStartCapture={wake}>
        <div className="form-field">
          <label htmlFor={`${id}-in`}>{words.checkIn}</label>
          <input id={`${id}-in`} type="date" name={SEARCH_PARAMS.checkIn} value={input.checkIn} onChange={(event) => change({ checkIn: event.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-out`}>{words.checkOut}</label>
          <input id={`${id}-out`} type="date" name={SEARCH_PARAMS.checkOut} value={input.checkOut} onChange={(event) => change({ checkOut: event.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-guests`}>{words.guests}</label>
          <select id={`${id}-guests`} name={SEARCH_PARAMS.guests} value={input.guests} onChange={(event) => change({ guests: event.target.value })}>
            {Array.from({ length: mostGuests }, (_, i) => String(i + 1)).map((n) => (
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
      <div className="stay-search__results">
        {asked && results ? <results.default input={asked} config={config} apartmentPaths={apartmentPaths} onSearch={(next) => change(next)} /> : null}
      </div>
    </div>
  );
}
