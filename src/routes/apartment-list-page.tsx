import { ApartmentCards } from "../components/apartments/apartment-cards";
import { RelatedApartments } from "../components/apartments/related-apartments";
import { PageBanner } from "../components/layout/page-banner";
import { StaySearchSection } from "../components/stay-search/stay-search-section";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { apartmentListData } from "../site/page-data/apartment-list";
import { languageOf, pathOf } from "../site/routing";
import type { Route } from "./+types/apartment-list-page";
import "./apartment-list-page.css";

export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), ...apartmentListData(languageOf(path)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function ApartmentListPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageBanner page={data.page} />
      <StaySearchSection {...data.search} />
      <div className="container section">
        <ul className="apartment-list">
          {data.entries.map(({ card, related }) => (
            <li key={card.slug} className="apartment-list__entry">
              <ApartmentCards apartments={[card]} headingLevel={2} />
              {related.length > 0 ? <RelatedApartments apartments={related} headingId={`relacionados-${card.slug}`} compact /> : null}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
