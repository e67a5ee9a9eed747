import type { ApartmentAvailability } from "../../src/booking/availability.ts";
import type { Site } from "../../src/generated/content-types.gen.ts";
import { ADDRESSES_SECRET } from "../../src/content-check/cross-check/feed-names.ts";
import { age, when } from "./describe-report.ts";

/** A feed not read for longer than this is one the owner must hear about: the schedule reads every three hours. */
export const STALE_AFTER_HOURS = 24;

/**
 * The feeds whose published nights are older than a day, or were never read, each as a Spanish
 * line naming the apartment and the platform, what the site shows meanwhile, and where to look.
 * Read from what the build publishes (availability/), whatever happened to the run that made it.
 */
export function staleFeeds(site: Site, published: Readonly<Record<string, ApartmentAvailability>>, now: Date): string[] {
  const timeZone = site.site.timeZone;
  return site.apartments.flatMap((apartment) =>
    (apartment.calendar?.feeds ?? []).flatMap((feed, i) => {
      const data = published[apartment.slug]?.feeds[i];
      const readAt = data?.platform === feed.platform ? data.readAt : null;
      const name = `${apartment.name} · ${feed.platform}`;
      if (!readAt) return [`${name}: su calendario no se ha leído nunca, y la web no marca sus noches ocupadas. Comprueba que su dirección esté en el secreto ${ADDRESSES_SECRET} con el nombre ${feed.env}, y mira por qué falla en el último «Publicar la web» (pestaña Actions).`];
      if (now.getTime() - Date.parse(readAt) <= STALE_AFTER_HOURS * 3_600_000) return [];
      return [`${name}: su calendario no se ha podido leer desde el ${when(readAt, timeZone)} (${age(readAt, now)}); la web muestra las noches ocupadas de entonces. Mira por qué falla en el último «Publicar la web» (pestaña Actions).`];
    }),
  );
}
