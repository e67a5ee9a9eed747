/**
 * Addresses copied with tracking in them: a link shared from a platform or clicked in a campaign
 * carries who shared it and where from (`utm_source`, `fbclid`, `gclid`), and a platform's carries
 * the owner's session, affiliate ids and search (Booking.com's `sid`, `aid`, `label`, `srpvid`;
 * Airbnb's `source_impression_id`, the dates searched). site.yaml and the site are public: those
 * would be published, and every visitor's click counted as the owner's. The check refuses them and
 * gives the address without them (docs/decisions/048-review-data-the-owner-cannot-get-wrong.md).
 */
import type { PathSegment } from "../wording/problem.ts";
import { quoteList } from "../wording/wording.ts";
import { holdsCalendarAddress } from "./calendar-checks.ts";

type Report = (path: PathSegment[], message: string, key?: string) => void;

/** Parameters that only say where a click came from, on any site. */
const TRACKING = new Set(["fbclid", "gclid", "gclsrc", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "twclid", "ttclid", "li_fat_id", "mc_cid", "mc_eid", "_ga", "_gl", "igshid", "igsh", "mibextid", "ref_src", "g_st", "_hsenc", "_hsmi", "mkt_tok", "oly_anon_id", "oly_enc_id", "vero_id", "wickedid", "s_cid"]);

/** Prefixes of campaign parameters: `utm_source`, `utm_medium`… */
const TRACKING_PREFIXES = ["utm_", "pk_", "mtm_", "hsa_"];

/**
 * Platforms whose listing and review pages are named by their path alone: everything after «?»
 * is the owner's session, search and affiliate ids (Booking.com's `aid`, `label`, `sid`,
 * `sb_price_type`, `srpvid`, `checkin`; Airbnb's `source_impression_id`, `check_in`, `guests`).
 */
const PATH_ONLY_HOSTS = [/(^|\.)booking\.com$/, /(^|\.)airbnb\.[a-z]{2,3}(\.[a-z]{2})?$/];

/** A whole value that is a web address: the fields that hold one (a review's `url`, `mapUrl`, `social.url`…). */
const ADDRESS = /^https?:\/\/([^/?#\s]+)((?:\/[^?#\s]*)?)(\?[^#\s]*)?(#\S*)?$/i;

/**
 * The tracking parameters in `address` and the address without them, or undefined if it has none.
 * Only the query changes: the site, the path and the «#…» stay as written.
 */
export function withoutTracking(address: string): { names: string[]; clean: string } | undefined {
  const [, host = "", , query = "", fragment = ""] = ADDRESS.exec(address) ?? [];
  if (!query) return undefined;
  const pathOnly = PATH_ONLY_HOSTS.some((pattern) => pattern.test(host.toLowerCase().replace(/:\d+$/, "")));
  const parts = query.slice(1).split("&").filter((part) => part !== "");
  const name = (part: string): string => {
    const [raw = ""] = part.split("=");
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  };
  const tracked = (part: string): boolean => {
    const key = name(part).toLowerCase();
    return pathOnly || TRACKING.has(key) || TRACKING_PREFIXES.some((prefix) => key.startsWith(prefix));
  };
  const dropped = parts.filter(tracked);
  if (dropped.length === 0) return undefined;
  const kept = parts.filter((part) => !tracked(part));
  const names = [...new Set(dropped.map(name))];
  return { names, clean: `${address.slice(0, address.length - query.length - fragment.length)}${kept.length > 0 ? `?${kept.join("&")}` : ""}${fragment}` };
}

/** How many of the parameters a message names; the others are counted. */
const NAMED = 4;

/**
 * Each address in the site's data with tracking in it: refused, with the address to paste instead.
 * A calendar's secret address is not one to clean: it has no place in site.yaml (calendar-checks.ts).
 */
export function checkTrackedLinks(site: unknown, report: Report): void {
  const walk = (value: unknown, path: PathSegment[]): void => {
    if (typeof value === "string") {
      const found = ADDRESS.test(value) && !holdsCalendarAddress(value) ? withoutTracking(value) : undefined;
      if (!found) return;
      const { names, clean } = found;
      const named = names.length > NAMED ? `${names.slice(0, NAMED).map((name) => `«${name}»`).join(", ")} y ${names.length - NAMED} más` : quoteList(names);
      report(path, `esta dirección lleva datos de seguimiento (${named}), que dicen quién la compartió, tu sesión o tu búsqueda, y se publicarían con ella: pega la dirección sin ellos, «${clean}»`);
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(site, []);
}
