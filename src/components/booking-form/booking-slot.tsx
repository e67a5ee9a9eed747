import type { BookingConfig } from "../../booking/types";
import { useWords } from "../page-language";
import { BookingForm } from "./booking-form";

/** The home page's availability band. */
export function BookingSlot({ config, defaultApartment }: { config: BookingConfig; defaultApartment: string }) {
  const words = useWords();
  return (
    <section className="section section--sand" aria-labelledby="disponibilidad">
      <div className="container">
        <h2 id="disponibilidad" className="section-title">
          {words.apartments.availability}
        </h2>
        <BookingForm config={config} defaultApartment={defaultApartment} />
      </div>
    </section>
  );
}
