import { useSyncExternalStore } from "react";
import { ageInHours, isBookedNight, STALE_AFTER_HOURS } from "../../booking/availability";
import { compareDates } from "../../booking/calendar-date";
import { monthGrids } from "../../booking/month-grid";
import { labels } from "../../labels";
import type { AvailabilityInfo } from "../../site/types";
import "./availability-calendar.css";

const text = labels.calendar;

const noSubscription = (): (() => void) => () => undefined;

/** How many months show at once; the rest open under «Ver los meses siguientes». */
const SHOWN = 4;

function Month({ first, caption, weeks, info }: { first: string; caption: string; weeks: (string | null)[][]; info: AvailabilityInfo }) {
  return (
    <table className="month">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {text.weekdaysShort.map((short, i) => (
            <th key={short} scope="col">
              <abbr title={text.weekdays[i]}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={`${first}-${w}`}>
            {week.map((day, d) => {
              if (!day) return <td key={d} />;
              const number = Number(day.slice(8));
              if (compareDates(day, info.from) < 0) return <td key={day} className="month__day month__day--past">{number}</td>;
              const booked = isBookedNight(day, info.booked);
              return (
                <td key={day} className={booked ? "month__day month__day--booked" : "month__day"}>
                  {booked ? (
                    <>
                      <span aria-hidden="true">{number}</span>
                      <span className="visually-hidden">{`${number}, ${text.bookedDay}`}</span>
                    </>
                  ) : (
                    number
                  )}
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
 * The apartment's coming months with its booked nights, drawn at build time: readable without
 * scripts, a table per month for screen readers. Says when it was last updated, and — when that
 * is over two days ago by the build's clock or, once the page runs, by the visitor's — to ask.
 */
export function AvailabilityCalendar({ info, askHref }: { info: AvailabilityInfo; askHref: string }) {
  // The prerendered page knows the build's clock only; once running, the visitor's clock decides.
  const staleNow = useSyncExternalStore(
    noSubscription,
    () => ageInHours(info, new Date()) > STALE_AFTER_HOURS,
    () => false,
  );
  const grids = monthGrids(info.from, info.months.length);
  const months = info.months.map((month, i) => <Month key={month.first} {...month} weeks={grids[i]!.weeks} info={info} />);
  const warning = info.unread.length > 0 ? text.unread(info.unread.join(", ")) : info.staleAtBuild || staleNow ? text.stale : null;
  return (
    <section className="availability-calendar" aria-labelledby="calendario">
      <h2 id="calendario">{text.heading}</h2>
      <p>{text.intro}</p>
      {info.updatedText ? <p className="availability-calendar__updated">{text.updated(info.updatedText)}</p> : null}
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
      <div className="availability-calendar__months">{months.slice(0, SHOWN)}</div>
      {months.length > SHOWN ? (
        <details className="availability-calendar__more">
          <summary>{text.more}</summary>
          <div className="availability-calendar__months">{months.slice(SHOWN)}</div>
        </details>
      ) : null}
    </section>
  );
}
