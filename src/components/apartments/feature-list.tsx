import { Accessibility, AirVent, Baby, Bath, BedDouble, Car, Clock, Coffee, CookingPot, Flame, ShoppingCart, ShowerHead, Snowflake, Sparkles, Store, Tv, WashingMachine, Wifi, type LucideIcon } from "lucide-react";
import type { Feature } from "../../generated/site-types.gen";
import { labels } from "../../labels";
import "./feature-list.css";

/** The icon for each value of `icon` the schema allows. */
const ICONS: Record<Feature["icon"], LucideIcon> = {
  "air-vent": AirVent,
  coffee: Coffee,
  "cooking-pot": CookingPot,
  sparkles: Sparkles,
  "shower-head": ShowerHead,
  clock: Clock,
  "shopping-cart": ShoppingCart,
  "bed-double": BedDouble,
  store: Store,
  bath: Bath,
  wifi: Wifi,
  car: Car,
  tv: Tv,
  "washing-machine": WashingMachine,
  baby: Baby,
  flame: Flame,
  snowflake: Snowflake,
  accessibility: Accessibility,
};

export function FeatureList({ features }: { features: Feature[] }) {
  return (
    <section aria-labelledby="servicios">
      <h2 id="servicios">{labels.apartments.features}</h2>
      <ul className="feature-list">
        {features.map((feature) => {
          const Icon = ICONS[feature.icon];
          return (
            <li key={feature.id} className="feature-list__item">
              <Icon aria-hidden="true" size={22} />
              {feature.name}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
