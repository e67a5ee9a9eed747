/**
 * How the owner names a calendar's address: the variable of .env or of the publishing secret, and
 * where it was written. Names and lines only: an address is a secret and never reaches the check.
 */

/**
 * The one repository secret the publishing workflow hands to `npm run availability`: the lines of
 * the owner's .env, «MIRADOR_AIRBNB_ICAL=https://…» one per calendar. One secret, so the workflow
 * never sees the repository's other secrets, and the owner adds a calendar without touching it.
 */
export const ADDRESSES_SECRET = "CALENDARIOS";

/** Where a variable's value was written: a line of .env or of the CALENDARIOS secret, or the environment's own variables (a host's settings). */
export type Origin = { source: "file" | "secret"; line: number } | { source: "environment" };

/** A name the owner wrote on a line of .env or of the secret, where. */
export type WrittenName = { name: string; source: "file" | "secret"; line: number };
