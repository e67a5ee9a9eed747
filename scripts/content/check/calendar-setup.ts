/**
 * Whether each calendar of site.yaml will be read, from what this computer holds: a warning, never
 * an error — a calendar that can't be read costs its nights, not the publication. With a .env (the
 * owner's computer): a variable it doesn't set, misspelt there or missing, or still set to
 * .env.example's placeholder. Then, from what `npm run availability` last published: a calendar it
 * has never read, whose page asks visitors to check before booking. Names and lines only: a value
 * of .env is a secret address and is never quoted.
 */
import path from "node:path";
import type { ApartmentAvailability } from "../../../src/booking/availability.ts";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { closeVariable } from "../../availability/close-variable.ts";
import { EXAMPLE_FILE, exampleAddresses, isExampleAddress } from "../../availability/example-addresses.ts";
import { feedAddresses, type FeedAddresses } from "../../availability/feed-addresses.ts";
import { publishedAvailability } from "../../availability/published-availability.ts";
import { closeNameFix, exampleAddressFix, whereToCopy } from "../../availability/setup-messages.ts";
import { AVAILABILITY_DIR } from "../../availability/update-availability.ts";
import type { Problem } from "../problem.ts";
import { locate, type YamlSource } from "../read/yaml-source.ts";

/** Where the check looks: the .env file, the environment, .env.example and the published availability. */
export type CalendarSetup = {
  envFile: string;
  env: Readonly<Record<string, string | undefined>>;
  exampleFile: string;
  availabilityDir: string;
};

/**
 * This computer's: the project's .env (AVAILABILITY_ENV_FILE, as `npm run availability` reads it),
 * the process's environment, and availability/ (AVAILABILITY_DIR).
 */
export function localCalendarSetup(): CalendarSetup {
  const root = path.resolve(import.meta.dirname, "../../..");
  return { envFile: path.resolve(root, process.env.AVAILABILITY_ENV_FILE ?? ".env"), env: process.env, exampleFile: EXAMPLE_FILE, availabilityDir: AVAILABILITY_DIR };
}

type Feed = { apartment: string; platform: string; env: string };

/** What .env says of one feed's variable, or nothing when it is set to what looks like a calendar. */
function envWarning(feed: Feed, addresses: FeedAddresses, taken: ReadonlySet<string>, examples: readonly string[]): string | undefined {
  const calendar = `el calendario de ${feed.platform} de «${feed.apartment}» no se leerá`;
  const value = addresses.values[feed.env];
  if (value === undefined) {
    const close = closeVariable(feed.env, addresses.written, taken);
    if (close) return `${calendar}: la variable ${feed.env} no está en .env, pero ${closeNameFix(feed.env, close)}`;
    return `${calendar}: la variable ${feed.env} no está en .env; añade la línea ${feed.env}= con la dirección ${whereToCopy(feed.platform)}, y ejecuta «npm run availability». Mientras falte, la web no marca sus noches ocupadas y pide a los visitantes que pregunten antes de reservar`;
  }
  if (isExampleAddress(value, examples)) return `${calendar}: ${exampleAddressFix(feed.env, addresses.origins[feed.env], feed.platform)}`;
  return undefined;
}

/** The feed's last published read, if `npm run availability` wrote this apartment's file with this feed in its place. */
function neverRead(published: ApartmentAvailability | undefined, index: number, platform: string): boolean {
  const data = published?.feeds[index];
  return data?.platform === platform && data.readAt === null;
}

/** Said of the apartments shown only: a hidden one's nights are published nowhere, and its calendar waits for it as it is. */
export async function calendarSetupWarnings(source: YamlSource, site: Site, setup: CalendarSetup): Promise<Problem[]> {
  const withFeeds = site.apartments.map((apartment, i) => ({ apartment, i })).filter(({ apartment }) => apartment.calendar?.feeds?.length && !apartment.hidden);
  if (!site.apartments.some((apartment) => apartment.calendar)) return [];
  const addresses = feedAddresses(setup.env, setup.envFile);
  const examples = exampleAddresses(setup.exampleFile);
  const { data: published, damaged } = await publishedAvailability(site, setup.availabilityDir);
  const taken = new Set(withFeeds.flatMap(({ apartment }) => apartment.calendar!.feeds!.map((feed) => feed.env)));
  const damagedFiles = site.apartments
    .map((apartment, i) => ({ apartment, i }))
    .filter(({ apartment }) => damaged.includes(apartment.slug) && !apartment.hidden)
    .map(({ apartment, i }) => ({
      file: source.file,
      ...locate(source, ["apartments", i, "calendar"]),
      message: `aviso: availability/${apartment.slug}.json, la disponibilidad publicada de «${apartment.name}», está dañado y no se publica: su página y la búsqueda piden a los visitantes que pregunten, sin dar ninguna fecha por libre; ejecuta «npm run availability» para escribirlo de nuevo`,
    }));
  return [...damagedFiles, ...withFeeds.flatMap(({ apartment, i }) =>
    apartment.calendar!.feeds!.flatMap((feed, j) => {
      const at = locate(source, ["apartments", i, "calendar", "feeds", j, "env"]);
      // Without a .env, this is not the owner's computer (or it holds none yet): the variables may come from elsewhere.
      const fromEnv = addresses.envFileFound ? envWarning({ apartment: apartment.name, ...feed }, addresses, taken, examples) : undefined;
      const message =
        fromEnv ??
        (neverRead(published[apartment.slug], j, feed.platform)
          ? `el calendario de ${feed.platform} de «${apartment.name}» (variable ${feed.env}) no se ha leído nunca, y su página pide a los visitantes que pregunten antes de reservar: ejecuta «npm run availability», que dice por qué`
          : undefined);
      return message ? [{ file: source.file, ...at, message: `aviso: ${message}` }] : [];
    }),
  )];
}
