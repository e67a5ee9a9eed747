import { ApartmentCards } from "../components/apartments/apartment-cards";
import { FiguresBand } from "../components/home/figures-band";
import { Hero } from "../components/home/hero";
import { ReservationsStrip } from "../components/home/reservations-strip";
import { MapSlot } from "../components/map/map-slot";
import { ServedAsIs } from "../components/served-as-is";
import { lazyWhenIdle } from "../components/when-idle";
import { StaySearchSection } from "../components/stay-search/stay-search-section";
import { useWords } from "../components/page-language";
import { pageMeta } from "../site/meta";
import { homeRouteData } from "../site/page-data/home";
import { pathOf } from "../site/routing";
import { useServedParts } from "./served-parts-context";
import type { Route } from "./+types/home-page";
import "../components/reviews/reviews.css";

// Drawn by the server's render only, inside ServedAsIs (quotations and links, nothing to run): the browser never asks for its code, and its data is never in the page's.
const ReviewsSection = lazyWhenIdle(() => import("../components/reviews/reviews-section").then((module) => module.ReviewsSection));

export function loader({ request }: Route.LoaderArgs) {
  return homeRouteData(pathOf(request));
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function HomePage({ loaderData: data }: Route.ComponentProps) {
  const words = useWords();
  const served = useServedParts("home");
  return (
    <>
      <Hero name={data.name} tagline={data.tagline} description={data.description} first={data.heroFirst} photosUrl={data.heroPhotosUrl} links={data.links} />
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
      {data.figures.length > 0 ? <FiguresBand figures={data.figures} /> : null}
      <MapSlot map={data.map} />
    </>
  );
}
