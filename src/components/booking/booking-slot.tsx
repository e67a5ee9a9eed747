import type { Contact } from "../../generated/site-types.gen";
import type { ApartmentCard } from "../../site/types";
import { AvailabilityBox } from "../apartments/availability-box";

/** Where the home page offers to check availability. */
export function BookingSlot({ contact }: { apartments: ApartmentCard[]; contact: Contact }) {
  return (
    <section className="section section--sand">
      <div className="container">
        <AvailabilityBox contact={contact} />
      </div>
    </section>
  );
}
