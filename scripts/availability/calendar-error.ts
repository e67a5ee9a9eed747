/** A feed whose text is not a calendar that can be read; the message is Spanish, for the owner, and never holds a line of the feed. */
export class CalendarError extends Error {}
