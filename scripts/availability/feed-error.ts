/** A feed that couldn't be read; the message is Spanish, for the owner, and never holds the feed's address nor any of its text. */
export class FeedError extends Error {
  constructor(
    message: string,
    /** Worth another try: a timeout, a dropped connection, a server error. */
    readonly retry = false,
  ) {
    super(message);
  }
}
