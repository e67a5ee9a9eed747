import { labels } from "../../labels";
import type { RatesTable } from "../../site/types";
import "./rates-table.css";

const text = labels.prices;

/** The apartment's prices by season, with the cleaning, the taxes and that they are approximate. */
export function RatesTableSection({ rates }: { rates: RatesTable }) {
  return (
    <section aria-labelledby="precios">
      <h2 id="precios">{text.heading}</h2>
      <div className="rates-table">
        <table>
          <thead>
            <tr>
              <th scope="col">{text.season}</th>
              <th scope="col">{text.dates}</th>
              <th scope="col">{text.nightly}</th>
              <th scope="col">{text.weekend}</th>
              <th scope="col">{text.minimum}</th>
            </tr>
          </thead>
          <tbody>
            {rates.rows.map((row) => (
              <tr key={row.period}>
                <th scope="row">{row.name}</th>
                <td>{row.period}</td>
                <td>{row.nightly}</td>
                <td>{row.weekend}</td>
                <td>{row.minimum}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rates.notes.map((note) => (
        <p key={note} className="rates-table__note">
          {note}
        </p>
      ))}
    </section>
  );
}
