import { ApartmentCards } from "../components/apartments/apartment-cards";
import { FiguresBand } from "../components/home/figures-band";
import { Hero } from "../components/home/hero";
import { ReservationsStrip } from "../components/home/reservations-strip";
import { MapSlot } from "../components/map/map-slot";
import { ReviewsSection } from "../components/reviews/reviews-section";
import { ServedAsIs } from "../components/served-as-is";
import { StaySearchSection } from "../components/stay-search/stay-search-section";
import { useWords } from "../components/page-language";
import { Island } from "../islands/island";
import { pageMeta } from "../site/meta";
import { homeRouteData } from "../site/page-data/home";
import { pathOf } from "../site/routing";
import { useServedParts } from "./served-parts-context";
import type { Route } from "./+types/home-page";
import "../components/reviews/reviews.css";

export function loader({ request }: Route.LoaderArgs) {
  return homeRouteData(pathOf(request));
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

/** The home page: static HTML but for its islands — the hero's slideshow, the stay search, the figures' count and the map's consent. */
export default function HomePage({ loaderData: data }: Route.ComponentProps) {
  const words = useWords();
  const served = useServedParts("home");
  return (
    <>
      <Island
        name="hero"
        component={Hero}
        props={{ name: data.name, tagline: data.tagline, description: data.description, first: data.heroFirst, photosUrl: data.heroPhotosUrl, links: data.links }}
        when="idle"
      />
      <ReservationsStrip contact={data.contact} />
      <StaySearchSection {...data.search} />
      <section className="section" aria-labelledby="apartamentos">
        <div className="container">
          <h2 id="apartamentos" className="section-title">
            {words.apartments.heading}
          </h2>
          <ApartmentCards apartments={data.apartments} />
        </div>
      </section>
      {data.reviewed ? (
        <div className="section section--sand">
          <div className="container">
            <ServedAsIs id="opiniones-portada">
              {served?.reviews ? <ReviewsSection block={served.reviews} headingId="opiniones" className="reviews--home" /> : null}
            </ServedAsIs>
          </div>
        </div>
      ) : null}
      {data.figures.length > 0 ? <Island name="figures" component={FiguresBand} props={{ figures: data.figures }} when="idle" /> : null}
      <Island name="map" component={MapSlot} props={{ map: data.map }} when="idle" />
    </>
  );
}
