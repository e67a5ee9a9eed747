/**
 * Whether each calendar of site.yaml will be read, from what the computer holds: a warning, never
 * an error — a calendar that can't be read costs its nights, not the publication. With a .env (the
 * owner's computer): a variable it doesn't set, misspelt there or missing, or still set to
 * .env.example's placeholder. Then, from what `npm run availability` last published: a calendar it
 * has never read, whose page asks visitors to check before booking. Names and lines only: the
 * facts carry no address, so none can be quoted.
 */
import type { ApartmentAvailability } from "../../booking/availability.ts";
import type { Site } from "../../generated/content-types.gen.ts";
import type { Problem } from "../wording/problem.ts";
import { locate } from "../read/yaml-source.ts";
import type { YamlSource } from "../read/parsed-source.ts";
import { closeVariable } from "./close-variable.ts";
import type { Origin, WrittenName } from "./feed-names.ts";
import { closeNameFix, exampleAddressFix, whereToCopy } from "./setup-messages.ts";

/** What the calendar warnings need to know, gathered by whoever reads .env and availability/ (never an address). */
export type CalendarFacts = {
  /** Whether there is a .env file: without one, the variables may come from elsewhere and aren't judged. */
  envFileFound: boolean;
  /** Each variable that holds a value: whether it is still .env.example's placeholder. */
  variables: Readonly<Record<string, { example: boolean }>>;
  origins: Readonly<Record<string, Origin>>;
  written: readonly WrittenName[];
  /** What `npm run availability` last published, by apartment, and the apartments whose file is damaged. */
  published: Readonly<Record<string, ApartmentAvailability>>;
  damaged: readonly string[];
};

type Feed = { apartment: string; platform: string; env: string };

/** What .env says of one feed's variable, or nothing when it is set to what looks like a calendar. */
function envWarning(feed: Feed, facts: CalendarFacts, taken: ReadonlySet<string>): string | undefined {
  const calendar = `el calendario de ${feed.platform} de «${feed.apartment}» no se leerá`;
  const variable = facts.variables[feed.env];
  if (variable === undefined) {
    const close = closeVariable(feed.env, facts.written, taken);
    if (close) return `${calendar}: la variable ${feed.env} no está en .env, pero ${closeNameFix(feed.env, close)}`;
    return `${calendar}: la variable ${feed.env} no está en .env; añade la línea ${feed.env}= con la dirección ${whereToCopy(feed.platform)}, y ejecuta «npm run availability». Mientras falte, la web no marca sus noches ocupadas y pide a los visitantes que pregunten antes de reservar`;
  }
  if (variable.example) return `${calendar}: ${exampleAddressFix(feed.env, facts.origins[feed.env], feed.platform)}`;
  return undefined;
}

/** The feed's last published read, if `npm run availability` wrote this apartment's file with this feed in its place. */
function neverRead(published: ApartmentAvailability | undefined, index: number, platform: string): boolean {
  const data = published?.feeds[index];
  return data?.platform === platform && data.readAt === null;
}

/** Said of the apartments shown only: a hidden one's nights are published nowhere, and its calendar waits for it as it is. */
export function calendarSetupWarnings(source: YamlSource, site: Site, facts: CalendarFacts): Problem[] {
  if (!site.apartments.some((apartment) => apartment.calendar)) return [];
  const shown = site.apartments.map((apartment, i) => ({ apartment, i })).filter(({ apartment }) => !apartment.hidden);
  const withFeeds = shown.flatMap(({ apartment, i }) => (apartment.calendar?.feeds?.length ? [{ apartment, i, feeds: apartment.calendar.feeds }] : []));
  const taken = new Set(withFeeds.flatMap(({ feeds }) => feeds.map((feed) => feed.env)));
  const damagedFiles = shown
    .filter(({ apartment }) => facts.damaged.includes(apartment.slug))
    .map(({ apartment, i }) => ({
      file: source.file,
      ...locate(source, ["apartments", i, "calendar"]),
      message: `aviso: availability/${apartment.slug}.json, la disponibilidad publicada de «${apartment.name}», está dañado y no se publica: su página y la búsqueda piden a los visitantes que pregunten, sin dar ninguna fecha por libre; ejecuta «npm run availability» para escribirlo de nuevo`,
    }));
  return [
    ...damagedFiles,
    ...withFeeds.flatMap(({ apartment, i, feeds }) =>
      feeds.flatMap((feed, j) => {
        const at = locate(source, ["apartments", i, "calendar", "feeds", j, "env"]);
        // Without a .env, this is not the owner's computer (or it holds none yet): the variables may come from elsewhere.
        const fromEnv = facts.envFileFound ? envWarning({ apartment: apartment.name, ...feed }, facts, taken) : undefined;
        const message =
          fromEnv ??
          (neverRead(facts.published[apartment.slug], j, feed.platform)
            ? `el calendario de ${feed.platform} de «${apartment.name}» (variable ${feed.env}) no se ha leído nunca, y su página pide a los visitantes que pregunten antes de reservar: ejecuta «npm run availability», que dice por qué`
            : undefined);
        return message ? [{ file: source.file, ...at, message: `aviso: ${message}` }] : [];
      }),
    ),
  ];
}
