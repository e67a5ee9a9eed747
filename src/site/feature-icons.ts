/**
 * The drawing of each feature icon the schema allows, for the page data. Only the icons an
 * apartment shows travel to the browser (as data), not a component for all eighteen.
 */
import { Accessibility, AirVent, Baby, Bath, BedDouble, Car, Clock, Coffee, CookingPot, Flame, ShoppingCart, ShowerHead, Snowflake, Sparkles, Store, Tv, WashingMachine, Wifi, type IconNode } from "lucide";
import type { Feature } from "../generated/site-types.gen";

const ICONS: Record<Feature["icon"], IconNode> = {
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

/** The icon's SVG elements, each with the key React wants for a list. */
export function featureIcon(icon: Feature["icon"]): IconNode {
  return ICONS[icon].map(([tag, attributes], i) => [tag, { ...attributes, key: String(i) }]);
}
