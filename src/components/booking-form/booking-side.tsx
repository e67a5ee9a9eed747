import type { BookingConfig } from "../../booking/types";
import type { ContactChannels } from "../../site/types";
import { AvailabilityBox } from "../apartments/availability-box";
import { StickySide } from "../sticky-side";
import { BookingForm } from "./booking-form";

type Props = { className: string; contact: ContactChannels; config: BookingConfig; apartment: string };

/** An apartment page's side column: the box «Consulta la disponibilidad» with the booking form, following the page as it scrolls. */
export function BookingSide({ className, contact, config, apartment }: Props) {
  return (
    <StickySide className={className}>
      <AvailabilityBox contact={contact}>
        <BookingForm config={config} defaultApartment={apartment} />
      </AvailabilityBox>
    </StickySide>
  );
}
