import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The tests' platform on 127.0.0.1: each path answers as a real one might, and every request is counted. */
export async function startPlatform() {
  const routes = new Map<string, Handler>();
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const route = new URL(request.url!, "http://x").pathname;
    hits.set(route, (hits.get(route) ?? 0) + 1);
    const handler = routes.get(route);
    if (handler) handler(request, response);
    else response.writeHead(404).end("Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes,
    hits,
    reset(): void {
      routes.clear();
      hits.clear();
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const serveCalendar =
  (text: string | Buffer): Handler =>
  (_request, response) =>
    response.writeHead(200, { "content-type": "text/calendar" }).end(text);

/**
 * An answer written byte for byte on the connection, past what node:http would send (a damaged
 * body, a wrong length, huge headers): `head` is the status line and headers, without the blank
 * line; the connection is closed once it is written.
 */
export const rawAnswer =
  (head: string[], body: string | Buffer = ""): Handler =>
  (request) => {
    const socket = request.socket;
    socket.write(Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1"), Buffer.from(body)]));
    socket.destroySoon();
  };
