import { AvailabilityHead, AvailabilityMonths } from "../components/apartments/availability-calendar";
import { ApartmentDescription } from "../components/apartments/apartment-description";
import { FeatureList } from "../components/apartments/feature-list";
import { RatesTableSection } from "../components/apartments/rates-table";
import { RelatedApartments } from "../components/apartments/related-apartments";
import { RulesSections } from "../components/apartments/rules-sections";
import { StaySummaryLine } from "../components/apartments/stay-summary";
import { BookingSide } from "../components/booking-form/booking-side";
import { PageBanner } from "../components/layout/page-banner";
import { MapSlot } from "../components/map/map-slot";
import { PhotoSlider } from "../components/media/photo-slider";
import { ReviewsSection } from "../components/reviews/reviews-section";
import { ServedAsIs } from "../components/served-as-is";
import { Island } from "../islands/island";
import { pageMeta } from "../site/meta";
import { apartmentRouteData } from "../site/page-data/apartment";
import { pathOf } from "../site/routing";
import { useServedParts } from "./served-parts-context";
import type { Route } from "./+types/apartment-page";
import "./apartment-page.css";
import "../components/apartments/stay-summary.css";
import "../components/apartments/feature-list.css";
import "../components/apartments/rates-table.css";
import "../components/apartments/availability-calendar.css";
import "../components/apartments/rules-sections.css";
import "../components/map/map-slot.css";
import "../components/map/map-consent.css";
import "../components/apartments/related-apartments.css";
import "../components/reviews/reviews.css";

/** The calendar's heading, prerendered. */
const CALENDAR_HEADING = "calendario";
const RELATED_HEADING = "relacionados";

export function loader({ request }: Route.LoaderArgs) {
  return apartmentRouteData(pathOf(request));
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

/**
 * An apartment's page: static HTML but for its islands — the photos' slider and the booking form
 * (live once the page has loaded), the line under the photos and the map's consent (at the first
 * idle moment), the calendar's head (the visitor's clock, as the visitor nears it). The
 * description, features, prices, the calendar's months, reviews, rules and related apartments are
 * static: no script goes through them (docs/decisions/054-islands.md).
 */
export default function ApartmentPage({ loaderData: data }: Route.ComponentProps) {
  const { apartment } = data;
  // The static parts' data: the server's render only (ServedPartsContext), never in an island's props.
  const served = useServedParts("apartment");
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section apartment-page">
        <div className="apartment-page__photos">
          <Island name="photo-slider" component={PhotoSlider} props={{ name: apartment.name, photos: apartment.photos, ...data.slider }} when="load" />
          {data.summary ? <Island name="stay-summary" component={StaySummaryLine} props={{ summary: data.summary, formId: "consulta-disponibilidad" }} when="idle" /> : null}
        </div>
        {/* Right after the photos on a phone, beside the text on a wide screen. */}
        <Island
          name="booking-side"
          component={BookingSide}
          props={{ className: "apartment-page__side", contact: data.contact, config: data.booking, apartment: apartment.slug }}
          when="load"
        />
        <div className="apartment-page__main">
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
            // The head is an island (the visitor's clock); the months are static, never hydrated.
            <section className="availability-calendar" aria-labelledby={CALENDAR_HEADING}>
              <Island name="calendar-head" component={AvailabilityHead} props={{ info: data.calendar, askHref: data.booking.contactPage }} when="near" />
              <ServedAsIs id={`meses-${apartment.slug}`}>{served ? <AvailabilityMonths info={data.calendar} /> : null}</ServedAsIs>
            </section>
          ) : null}
          {data.reviewed ? (
            <ServedAsIs id={`opiniones-${apartment.slug}`}>{served?.reviews ? <ReviewsSection block={served.reviews} headingId="opiniones" /> : null}</ServedAsIs>
          ) : null}
          <ServedAsIs id={`normas-${apartment.slug}`}>{served ? <RulesSections sections={served.apartment.rules} /> : null}</ServedAsIs>
        </div>
      </div>
      <Island name="map" component={MapSlot} props={{ map: data.map }} when="idle" />
      {apartment.related.length > 0 ? (
        <div className="container">
          <RelatedApartments apartments={apartment.related} headingId={RELATED_HEADING} />
        </div>
      ) : null}
    </>
  );
}
