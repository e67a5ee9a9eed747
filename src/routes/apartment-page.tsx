import { Suspense } from "react";
import { ApartmentDescription } from "../components/apartments/apartment-description";
import { AvailabilityBox } from "../components/apartments/availability-box";
import { BookingForm } from "../components/booking-form/booking-form";
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
const FeatureList = lazyWhenIdle(() => import("../components/apartments/feature-list").then((module) => module.FeatureList));
const RatesTableSection = lazyWhenIdle(() => import("../components/apartments/rates-table").then((module) => module.RatesTableSection));
const AvailabilityCalendar = lazyWhenIdle(() => import("../components/apartments/availability-calendar").then((module) => module.AvailabilityCalendar));
const RulesSections = lazyWhenIdle(() => import("../components/apartments/rules-sections").then((module) => module.RulesSections));
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
        <div className="apartment-page__main">
          <ApartmentDescription apartment={apartment} />
          {/* A boundary each: each section hydrates (and commits) in its own tasks, not all in one. */}
          <Suspense>
            <FeatureList features={apartment.features} />
          </Suspense>
          <Suspense>{data.rates ? <RatesTableSection rates={data.rates} /> : null}</Suspense>
          <Suspense>{data.calendar ? <AvailabilityCalendar info={data.calendar} askHref={data.booking.contactPage} /> : null}</Suspense>
          <Suspense>
            <RulesSections sections={apartment.rules} />
          </Suspense>
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
