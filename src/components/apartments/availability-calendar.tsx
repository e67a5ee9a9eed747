import { ageInHours, STALE_AFTER_HOURS } from "../../booking/calendar-age";
import { fill, type Words } from "../../labels/dictionary";
import { calendarWords } from "../../labels/words";
import { useWords } from "../page-language";
import { useClientValue } from "../use-client-value";
import type { AvailabilityInfo } from "../../site/types";
import "./availability-calendar.css";

/** How many months show at once; the rest open under «Ver los meses siguientes». */
const SHOWN = 4;

type MonthData = AvailabilityInfo["months"][number];

/** A month's weeks: its days by number, and the runs of empty cells before the first and after the last as one cell each. */
function weeksOf(month: MonthData): ({ day: number } | { blank: number })[][] {
  const cells: (number | null)[] = [...Array.from({ length: month.offset }, () => null), ...Array.from(month.days, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) =>
    cells.slice(w * 7, w * 7 + 7).reduce<({ day: number } | { blank: number })[]>((week, day) => {
      const last = week.at(-1);
      if (day !== null) week.push({ day });
      else if (last && "blank" in last) last.blank += 1;
      else week.push({ blank: 1 });
      return week;
    }, []),
  );
}

/**
 * A month as a table. Lean on purpose (twelve of them are most of the apartment page's
 * elements): the days' heads are named by aria-label, as react-day-picker does (an <abbr title> is
 * not read by most screen readers anyway), and a run of empty cells is one cell.
 */
function Month({ month, weekdays, text }: { month: MonthData; weekdays: AvailabilityInfo["weekdays"]; text: Words["calendar"] }) {
  return (
    <table className="month">
      <caption>{month.caption}</caption>
      <thead>
        <tr>
          {weekdays.map(({ short, long }) => (
            <th key={long} scope="col" aria-label={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week, w) => (
          <tr key={w}>
            {week.map((cell, c) => {
              if ("blank" in cell) return <td key={`x${c}`} colSpan={cell.blank > 1 ? cell.blank : undefined} />;
              const { day } = cell;
              const state = month.days[day - 1];
              if (state === "p") return <td key={day} className="month__day month__day--past">{day}</td>;
              if (state === "f") return <td key={day} className="month__day">{day}</td>;
              return (
                <td key={day} className="month__day month__day--booked">
                  <span aria-hidden="true">{day}</span>
                  <span className="visually-hidden">{`${day}, ${text.bookedDay}`}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The calendar's head: when it was last updated, and — when that is over two days ago by the
 * build's clock or, once the page runs, by the visitor's — to ask; then the legend. The page puts
 * it and the months (AvailabilityMonths) in its calendar section: the head is hydrated (once the
 * page is idle) for the visitor's clock, the months are left as the build wrote them.
 */
export function AvailabilityHead({ info, askHref }: { info: AvailabilityInfo; askHref: string }) {
  const text = useWords(calendarWords);
  // The prerendered page knows the build's clock only; once running, the visitor's clock decides.
  const staleNow = useClientValue(() => ageInHours(info, new Date()) > STALE_AFTER_HOURS, false);
  const warning = info.ownerOnly ? text.ownerOnly : info.unread.length > 0 ? fill(text.unread, { platforms: info.unread.join(", ") }) : info.staleAtBuild || staleNow ? text.stale : null;
  return (
    <>
      <h2 id="calendario">{text.heading}</h2>
      <p>{text.intro}</p>
      {info.updatedText ? <p className="availability-calendar__updated">{fill(text.updated, { when: info.updatedText })}</p> : null}
      {warning ? (
        <p className="availability-calendar__warning" role="note">
          {warning} <a href={askHref}>{text.ask}</a>
        </p>
      ) : null}
      <ul className="availability-calendar__legend" aria-label={text.legend}>
        <li>
          <span className="availability-calendar__swatch" aria-hidden="true" />
          {text.free}
        </li>
        <li>
          <span className="availability-calendar__swatch availability-calendar__swatch--booked" aria-hidden="true" />
          {text.booked}
        </li>
      </ul>
    </>
  );
}

/**
 * The apartment's coming months with their booked nights, drawn at build time: readable without
 * scripts, a table per month for screen readers; four show, the rest open under «Ver los meses
 * siguientes».
 */
export function AvailabilityMonths({ info }: { info: AvailabilityInfo }) {
  const text = useWords(calendarWords);
  const months = info.months.map((month) => <Month key={month.caption} month={month} weekdays={info.weekdays} text={text} />);
  return (
    <>
      <div className="availability-calendar__months">{months.slice(0, SHOWN)}</div>
      {months.length > SHOWN ? (
        <details className="availability-calendar__more">
          <summary>{text.more}</summary>
          <div className="availability-calendar__months">{months.slice(SHOWN)}</div>
        </details>
      ) : null}
    </>
  );
}
