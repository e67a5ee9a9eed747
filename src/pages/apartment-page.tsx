import { ApartmentDescription } from "../components/apartments/apartment-description";
import { AvailabilityCalendar } from "../components/apartments/availability-calendar";
import { AvailabilityBox } from "../components/apartments/availability-box";
import { BookingForm } from "../components/booking/booking-form";
import { FeatureList } from "../components/apartments/feature-list";
import { RatesTableSection } from "../components/apartments/rates-table";
import { RelatedApartments } from "../components/apartments/related-apartments";
import { RulesSections } from "../components/apartments/rules-sections";
import { PageBanner } from "../components/layout/page-banner";
import { MapSlot } from "../components/map/map-slot";
import { PhotoSlider } from "../components/media/photo-slider";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { apartmentPageData } from "../site/pages/apartment";
import { pathOf, routeFor } from "../site/routing";
import type { Route } from "./+types/apartment-page";
import "./apartment-page.css";

export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), ...apartmentPageData(routeFor(path, "apartment").apartment!) };
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
        </div>
        {/* Right after the photos on a phone, beside the text on a wide screen. */}
        <div className="apartment-page__side">
          <AvailabilityBox contact={data.contact}>
            <BookingForm config={data.booking} defaultApartment={apartment.slug} />
          </AvailabilityBox>
        </div>
        <div className="apartment-page__main">
          <ApartmentDescription apartment={apartment} />
          <FeatureList features={apartment.features} />
          {data.rates ? <RatesTableSection rates={data.rates} /> : null}
          {data.calendar ? <AvailabilityCalendar info={data.calendar} askHref={data.booking.contactPage} /> : null}
          <RulesSections sections={apartment.rules} />
        </div>
      </div>
      <MapSlot map={data.map} />
      {apartment.related.length > 0 ? (
        <div className="container">
          <RelatedApartments apartments={apartment.related} headingId="relacionados" />
        </div>
      ) : null}
    </>
  );
}
