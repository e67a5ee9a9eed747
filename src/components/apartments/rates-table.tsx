import { priceWords } from "../../labels/words";
import type { RatesTable } from "../../site/types";
import { useWords } from "../page-language";
import "./rates-table.css";

/**
 * The apartment's prices by season, with the cleaning, the taxes and that they are approximate;
 * three columns fit a phone, four with the prices booked directly (when site.yaml gives a discount).
 */
export function RatesTableSection({ rates }: { rates: RatesTable }) {
  const text = useWords(priceWords);
  const direct = rates.rows.some((row) => row.direct);
  return (
    <section aria-labelledby="precios">
      <h2 id="precios">{text.heading}</h2>
      <table className={direct ? "rates-table rates-table--direct" : "rates-table"}>
        <thead>
          <tr>
            <th scope="col">{text.season}</th>
            <th scope="col">{text.nightly}</th>
            {direct ? <th scope="col">{text.direct}</th> : null}
            <th scope="col">{text.minimum}</th>
          </tr>
        </thead>
        <tbody>
          {rates.rows.map((row) => (
            <tr key={row.period}>
              <th scope="row">
                {row.name}
                <span className="rates-table__period">{row.period}</span>
              </th>
              <Night prices={row} />
              {row.direct ? <Night prices={row.direct} /> : null}
              <td>{row.minimum}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rates.notes.map((note) => (
        <p key={note} className="rates-table__note">
          {note}
        </p>
      ))}
    </section>
  );
}

/** A night's price, with Friday's and Saturday's below it when it is another. */
function Night({ prices }: { prices: { nightly: string; weekend: string | null } }) {
  return (
    <td>
      {prices.nightly}
      {prices.weekend ? <span className="rates-table__weekend">{prices.weekend}</span> : null}
    </td>
  );
}
