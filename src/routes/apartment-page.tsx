import { Suspense } from "react";
import { AvailabilityBox } from "../components/apartments/availability-box";
import { BookingForm } from "../components/booking-form/booking-form";
import { ServedAsIs } from "../components/served-as-is";
import { StickySide } from "../components/sticky-side";
import { PageBanner } from "../components/layout/page-banner";
import { lazyWhenIdle, lazyWhenNear } from "../components/when-idle";
import { PhotoSlider } from "../components/media/photo-slider";
import { pageMeta } from "../site/meta";
import { apartmentRouteData } from "../site/page-data/apartment";
import { pathOf } from "../site/routing";
import { useServedParts } from "./served-parts-context";
import type { Route } from "./+types/apartment-page";
import "./apartment-page.css";
// The deferred sections' styles come with the page, not with their code: their prerendered HTML is
// on the page from the start (and, without scripts, for good), so it must be styled from the start.
import "../components/apartments/stay-summary.css";
import "../components/apartments/feature-list.css";
import "../components/apartments/rates-table.css";
import "../components/apartments/availability-calendar.css";
import "../components/apartments/rules-sections.css";
import "../components/map/map-slot.css";
import "../components/map/map-consent.css";
import "../components/apartments/related-apartments.css";
import "../components/reviews/reviews.css";

/** The headings the far sections are found by, prerendered (lazyWhenNear). */
const CALENDAR_HEADING = "calendario";
const RELATED_HEADING = "relacionados";

// Below the fold or with little to do (the line under the photos only adds the first free night):
// their code comes once the browser is idle, and their prerendered HTML stands until then (docs/decisions/022-sections-hydrated-when-idle.md).
const StaySummaryLine = lazyWhenIdle(() => import("../components/apartments/stay-summary").then((module) => module.StaySummaryLine));
const MapSlot = lazyWhenIdle(() => import("../components/map/map-slot").then((module) => module.MapSlot));
// Far down the page, links only: their code comes as the visitor nears them (docs/decisions/034-far-sections-hydrated-when-near.md).
const AvailabilityHead = lazyWhenNear(CALENDAR_HEADING, () => import("../components/apartments/availability-calendar").then((module) => module.AvailabilityHead));
const RelatedApartments = lazyWhenNear(RELATED_HEADING, () => import("../components/apartments/related-apartments").then((module) => module.RelatedApartments));
// Drawn by the server's render only, inside ServedAsIs: the browser never asks for their code (and their data is never in the page's).
const ApartmentDescription = lazyWhenIdle(() => import("../components/apartments/apartment-description").then((module) => module.ApartmentDescription));
const FeatureList = lazyWhenIdle(() => import("../components/apartments/feature-list").then((module) => module.FeatureList));
const RatesTableSection = lazyWhenIdle(() => import("../components/apartments/rates-table").then((module) => module.RatesTableSection));
const RulesSections = lazyWhenIdle(() => import("../components/apartments/rules-sections").then((module) => module.RulesSections));
const AvailabilityMonths = lazyWhenIdle(() => import("../components/apartments/availability-calendar").then((module) => module.AvailabilityMonths));
const ReviewsSection = lazyWhenIdle(() => import("../components/reviews/reviews-section").then((module) => module.ReviewsSection));

export function loader({ request }: Route.LoaderArgs) {
  return apartmentRouteData(pathOf(request));
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function ApartmentPage({ loaderData: data }: Route.ComponentProps) {
  const { apartment } = data;
  // The parts left as the build wrote them (ServedAsIs): their data in the server's render only.
  const served = useServedParts("apartment");
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section apartment-page">
        <div className="apartment-page__photos">
          <PhotoSlider name={apartment.name} photos={apartment.photos} {...data.slider} />
          <Suspense>{data.summary ? <StaySummaryLine summary={data.summary} formId="consulta-disponibilidad" /> : null}</Suspense>
        </div>
        {/* Right after the photos on a phone, beside the text on a wide screen. */}
        <StickySide className="apartment-page__side">
          <AvailabilityBox contact={data.contact}>
            {/* Keyed: another apartment's page, reached by a link, gets its own form, with the stay its address carries. */}
            <BookingForm key={apartment.slug} config={data.booking} defaultApartment={apartment.slug} />
          </AvailabilityBox>
        </StickySide>
        {/* Keyed: another apartment's page mounts its sections afresh (ServedAsIs reads the document as it mounts). */}
        <div className="apartment-page__main" key={apartment.slug}>
          {/* A boundary each: a part hydrates (and commits) in its own tasks, or not at all (ServedAsIs). */}
          <ServedAsIs id={`servicios-${apartment.slug}`}>
            {served ? (
              <>
                <ApartmentDescription apartment={served.apartment} />
                <FeatureList features={served.apartment.features} />
                {served.rates ? <RatesTableSection rates={served.rates} /> : null}
              </>
            ) : null}
          </ServedAsIs>
          {data.calendar ? (
            // The head hydrates as the visitor nears it (the visitor's clock); the months stay as
            // built. Not one inside the other: a part left as built inside a part hydrated later is dropped by React.
            <section className="availability-calendar" aria-labelledby={CALENDAR_HEADING}>
              <AvailabilityHead info={data.calendar} askHref={data.booking.contactPage} />
              <ServedAsIs id={`meses-${apartment.slug}`}>{served ? <AvailabilityMonths info={data.calendar} /> : null}</ServedAsIs>
            </section>
          ) : null}
          {data.reviewed ? (
            <ServedAsIs id={`opiniones-${apartment.slug}`}>{served?.reviews ? <ReviewsSection block={served.reviews} headingId="opiniones" /> : null}</ServedAsIs>
          ) : null}
          <ServedAsIs id={`normas-${apartment.slug}`}>{served ? <RulesSections sections={served.apartment.rules} /> : null}</ServedAsIs>
        </div>
      </div>
      <Suspense>
        <MapSlot map={data.map} />
      </Suspense>
      {apartment.related.length > 0 ? (
        <div className="container">
          <RelatedApartments apartments={apartment.related} headingId={RELATED_HEADING} />
        </div>
      ) : null}
    </>
  );
}
