import { Fragment } from "react";
import type { Registration } from "../site/types";
import { useWords } from "./page-language";

/**
 * An NRUA is one word of some fifty letters (ESFCTU + 33 digits + the region's own registration,
 * «VUT/TE/00001»): on a phone it must break, and then where its parts meet, not anywhere.
 */
function nruaParts(nrua: string): string[] {
  const parts = /^([A-Z]{6})(\d+)(\D.*)$/.exec(nrua);
  return parts ? parts.slice(1) : [nrua];
}

/** Each apartment's tourist registration numbers (NRUA and licence), as the footer and the legal notice show them. */
export function RegistrationList({ registrations, className }: { registrations: readonly Registration[]; className: string }) {
  const words = useWords();
  return (
    <dl className={className}>
      {registrations.map((registration) => (
        <div key={registration.name}>
          <dt>{registration.name}</dt>
          <dd>
            {words.nrua}{" "}
            <span className="registration-list__nrua">
              {nruaParts(registration.nrua).map((part, i) => (
                <Fragment key={i}>
                  {i > 0 ? <wbr /> : null}
                  {part}
                </Fragment>
              ))}
            </span>
          </dd>
          <dd>
            {words.licence} {registration.licence}
          </dd>
        </div>
      ))}
    </dl>
  );
}
