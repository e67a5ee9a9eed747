import { ExternalLink } from "../components/external-link";
import { PageBanner } from "../components/layout/page-banner";
import { RegistrationList } from "../components/registration-list";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { legalPageData } from "../site/page-data/legal";
import { languageOf, pathOf, routeFor } from "../site/routing";
import type { Route } from "./+types/legal-page";
import "./legal-page.css";

export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), legal: legalPageData(routeFor(path, "legal").legal, languageOf(path)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

/** The legal notice, the privacy page and the storage page: short sections a visitor can scan. */
export default function LegalPage({ loaderData: data }: Route.ComponentProps) {
  const { sections, storage, registrations } = data.legal;
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section prose legal">
        {sections.map((section, i) => (
          <section key={section.title} aria-labelledby={`apartado-${i}`}>
            <h2 id={`apartado-${i}`}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {i === 0 && storage ? (
              <div className="legal__table">
                <table>
                  <caption>{storage.caption}</caption>
                  <thead>
                    <tr>
                      {storage.headings.map((heading) => (
                        <th key={heading} scope="col">
                          {heading}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {storage.rows.map(([key, ...cells]) => (
                      <tr key={key}>
                        <th scope="row">
                          <code>{key}</code>
                        </th>
                        {cells.map((cell, column) => (
                          <td key={cell} data-heading={storage.headings[column + 1]}>
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </section>
        ))}
        {registrations ? (
          <section aria-labelledby="registros">
            <h2 id="registros">{registrations.heading}</h2>
            <RegistrationList registrations={registrations.apartments} className="legal__registrations" />
            <p className="legal__supervisor">
              {registrations.supervisor.label}{" "}
              {registrations.supervisor.url ? <ExternalLink href={registrations.supervisor.url}>{registrations.supervisor.name}</ExternalLink> : registrations.supervisor.name}
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
