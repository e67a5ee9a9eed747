import { PageBanner } from "../components/layout/page-banner";
import { PlaceCards } from "../components/places/place-cards";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { placeCategory } from "../site/page-data/places";
import { languageOf, pathOf, routeFor } from "../site/routing";
import type { Route } from "./+types/places-page";

export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), category: placeCategory(routeFor(path, "places").places, languageOf(path)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function PlacesPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageBanner page={data.page} heading={data.category.title} />
      <div className="container section">
        <p className="places-intro">{data.category.intro}</p>
        <PlaceCards places={data.category.places} />
      </div>
    </>
  );
}
