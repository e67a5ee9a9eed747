import { ApartmentCards } from "../components/apartments/apartment-cards";
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

/** Every apartment once, as a full card: what each is like, from what price, and its page (the related links are on each apartment's page). */
export default function ApartmentListPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageBanner page={data.page} />
      <StaySearchSection {...data.search} />
      <div className="container section apartment-list">
        <ApartmentCards apartments={data.cards} headingLevel={2} />
      </div>
    </>
  );
}
