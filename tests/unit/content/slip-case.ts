import type { ApartmentAvailability } from "../../../src/booking/availability.ts";
import type { SiteText } from "./site-edits.ts";

/** One slip of the owner's, as the slip cases write it. */
export type SlipCase = {
  /** What the owner did, in the guide's words. */
  did: string;
  /**
   * The file with the slip, and what the check says of it: its problems, or — for a slip that
   * publishes as it is — its warnings. A slip outside site.yaml comes with the owner's .env
   * (`env`, its text) or what `npm run availability` last published (`published`, by apartment);
   * `dictionaries`: interface words' files the slip adds to src/labels/words (checked in a copy
   * of the folder); `now`: the moment the check takes for today, for a slip about dates.
   */
  make: (site: SiteText) => {
    text: string;
    problems: string[];
    warnings?: string[];
    env?: string;
    published?: Record<string, ApartmentAvailability>;
    dictionaries?: Record<string, string>;
    now?: Date;
  };
};
