/**
 * What the check's calendar warnings need to know, read from this computer: the .env file, the
 * environment, .env.example and what `npm run availability` last published. Only whether each
 * variable holds a placeholder leaves here, never its value: a calendar's address is a secret.
 */
import path from "node:path";
import type { Site } from "../../src/generated/content-types.gen.ts";
import type { CalendarFacts } from "../../src/content-check/cross-check/calendar-setup.ts";
import { EXAMPLE_FILE, exampleAddresses, isExampleAddress } from "../availability/example-addresses.ts";
import { feedAddresses } from "../availability/feed-addresses.ts";
import { publishedAvailability } from "../availability/published-availability.ts";
import { AVAILABILITY_DIR } from "../availability/update-availability.ts";

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
  const root = path.resolve(import.meta.dirname, "../..");
  return { envFile: path.resolve(root, process.env.AVAILABILITY_ENV_FILE ?? ".env"), env: process.env, exampleFile: EXAMPLE_FILE, availabilityDir: AVAILABILITY_DIR };
}

/** The facts of `setup` for `site`'s calendars. */
export async function calendarFacts(site: Site, setup: CalendarSetup): Promise<CalendarFacts> {
  const addresses = feedAddresses(setup.env, setup.envFile);
  const examples = exampleAddresses(setup.exampleFile);
  const { data: published, damaged } = await publishedAvailability(site, setup.availabilityDir);
  const variables = Object.fromEntries(Object.entries(addresses.values).map(([name, value]) => [name, { example: isExampleAddress(value, examples) }]));
  return { envFileFound: addresses.envFileFound, variables, origins: addresses.origins, written: addresses.written, published, damaged };
}
