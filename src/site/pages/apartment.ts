/** An apartment page's slice of site.yaml (built in its loader, at build time). */
import type { Apartment } from "../../generated/site-types.gen";
import { site } from "../../generated/site.gen";
import { apartmentBySlug, relatedCards } from "../apartment-cards";
import { availabilityInfo } from "../availability-info";
import { bookingConfig } from "../booking-config";
import { contactChannels } from "../contact-channels";
import { featureIcon } from "../feature-icons";
import { fillTokens } from "../format";
import { mapInfo } from "../map-info";
import { picture } from "../pictures";
import { ratesTable } from "../price-info";
import type { ApartmentDetail } from "../types";

/** Shared rules with this apartment's own sections in place of the shared ones, times filled in. */
function rulesFor(apartment: Apartment): ApartmentDetail["rules"] {
  const times = site.rules.times;
  return site.rules.sections.map((shared) => {
    const section = apartment.rules?.find((own) => own.id === shared.id) ?? shared;
    return { ...section, paragraphs: section.paragraphs.map((text) => fillTokens(text, times)) as typeof section.paragraphs };
  });
}

function apartmentDetail(slug: string): ApartmentDetail {
  const apartment = apartmentBySlug(slug);
  return {
    slug: apartment.slug,
    name: apartment.name,
    summary: apartment.summary,
    description: apartment.description,
    features: apartment.features.map((id) => {
      const feature = site.features.find((candidate) => candidate.id === id)!;
      return { id: feature.id, name: feature.name, icon: featureIcon(feature.icon) };
    }),
    photos: apartment.photos.map((photo) => picture(photo.file, photo.alt)),
    rules: rulesFor(apartment),
    related: relatedCards(apartment),
  };
}

export function apartmentPageData(slug: string) {
  return { apartment: apartmentDetail(slug), slider: site.apartmentSlider, contact: contactChannels(), booking: bookingConfig(), map: mapInfo(), calendar: availabilityInfo(slug), rates: ratesTable(apartmentBySlug(slug)) };
}
