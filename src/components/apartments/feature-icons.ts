/**
 * The drawing of each feature icon the schema allows. The page data names the icons; their
 * drawings come with the features' list, fetched once the page is idle (decision 022): about
 * 1.5 KB gzip off an apartment page's first view, where they travelled as data before.
 */
import { Accessibility, AirVent, Baby, Bath, BedDouble, Car, Clock, Coffee, CookingPot, Flame, ShoppingCart, ShowerHead, Snowflake, Sparkles, Store, Tv, WashingMachine, Wifi, type IconNode } from "lucide";
import type { FeatureItem } from "../../site/types";

const ICONS: Record<FeatureItem["icon"], IconNode> = {
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

/** The icon's SVG elements. */
export function featureIcon(icon: FeatureItem["icon"]): IconNode {
  return ICONS[icon];
}
