import type { Registration } from "../site/types";
import { useWords } from "./page-language";

/** Each apartment's tourist registration numbers (NRUA and licence), as the footer and the legal notice show them. */
export function RegistrationList({ registrations, className }: { registrations: readonly Registration[]; className: string }) {
  const words = useWords();
  return (
    <dl className={className}>
      {registrations.map((registration) => (
        <div key={registration.name}>
          <dt>{registration.name}</dt>
          <dd>
            {words.nrua} {registration.nrua}
          </dd>
          <dd>
            {words.licence} {registration.licence}
          </dd>
        </div>
      ))}
    </dl>
  );
}
