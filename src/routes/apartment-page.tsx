import { Suspense } from "react";
import { AvailabilityBox } from "../components/apartments/availability-box";
import { BookingForm } from "../components/booking-form/booking-form";
import { ServedAsIs } from "../components/served-as-is";
import { StickySide } from "../components/sticky-side";
import { PageBanner } from "../components/layout/page-banner";
import { lazyWhenIdle } from "../components/when-idle";
import { PhotoSlider } from "../components/media/photo-slider";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { apartmentPageData } from "../site/page-data/apartment";
import { languageOf, pathOf, routeFor } from "../site/routing";
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

// Below the fold or with little to do (the line under the photos only adds the first free night):
// their code comes once the browser is idle, and their prerendered HTML stands until then (docs/decisions/022-sections-hydrated-when-idle.md).
const StaySummaryLine = lazyWhenIdle(() => import("../components/apartments/stay-summary").then((module) => module.StaySummaryLine));
// Drawn at build time and left as they are on the first view (ServedAsIs): their code comes only
// when a page is drawn in the browser (a client-side navigation), once it is idle.
const ApartmentDescription = lazyWhenIdle(() => import("../components/apartments/apartment-description").then((module) => module.ApartmentDescription));
const FeatureList = lazyWhenIdle(() => import("../components/apartments/feature-list").then((module) => module.FeatureList));
const RatesTableSection = lazyWhenIdle(() => import("../components/apartments/rates-table").then((module) => module.RatesTableSection));
const RulesSections = lazyWhenIdle(() => import("../components/apartments/rules-sections").then((module) => module.RulesSections));
const AvailabilityHead = lazyWhenIdle(() => import("../components/apartments/availability-calendar").then((module) => module.AvailabilityHead));
const AvailabilityMonths = lazyWhenIdle(() => import("../components/apartments/availability-calendar").then((module) => module.AvailabilityMonths));
const MapSlot = lazyWhenIdle(() => import("../components/map/map-slot").then((module) => module.MapSlot));
const RelatedApartments = lazyWhenIdle(() => import("../components/apartments/related-apartments").then((module) => module.RelatedApartments));

export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), ...apartmentPageData(routeFor(path, "apartment").apartment, languageOf(path)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function ApartmentPage({ loaderData: data }: Route.ComponentProps) {
  const { apartment } = data;
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
            <BookingForm config={data.booking} defaultApartment={apartment.slug} />
          </AvailabilityBox>
        </StickySide>
        {/* Keyed: another apartment's page mounts its sections afresh (ServedAsIs reads the document as it mounts). */}
        <div className="apartment-page__main" key={apartment.slug}>
          {/* A boundary each: a part hydrates (and commits) in its own tasks, or not at all (ServedAsIs). */}
          <ServedAsIs id={`servicios-${apartment.slug}`}>
            <ApartmentDescription apartment={apartment} />
            <FeatureList features={apartment.features} />
            {data.rates ? <RatesTableSection rates={data.rates} /> : null}
          </ServedAsIs>
          {data.calendar ? (
            // The head hydrates when idle (the visitor's clock); the months stay as built. Not one
            // inside the other: a part left as built inside a part hydrated later is dropped by React.
            <section className="availability-calendar" aria-labelledby="calendario">
              <Suspense>
                <AvailabilityHead info={data.calendar} askHref={data.booking.contactPage} />
              </Suspense>
              <ServedAsIs id={`meses-${apartment.slug}`}>
                <AvailabilityMonths info={data.calendar} />
              </ServedAsIs>
            </section>
          ) : null}
          <ServedAsIs id={`normas-${apartment.slug}`}>
            <RulesSections sections={apartment.rules} />
          </ServedAsIs>
        </div>
      </div>
      <Suspense>
        <MapSlot map={data.map} />
      </Suspense>
      <Suspense>
        {apartment.related.length > 0 ? (
          <div className="container">
            <RelatedApartments apartments={apartment.related} headingId="relacionados" />
          </div>
        ) : null}
      </Suspense>
    </>
  );
}
