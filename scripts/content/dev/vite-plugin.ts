import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { ErrorPayload, Plugin, ViteDevServer } from "vite";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { addressUnder, AVAILABILITY_PATH, HERO_PHOTOS_PATH } from "../../../src/site/output-names.ts";
import { AVAILABILITY_DIR } from "../../availability/update-availability.ts";
import { generateAll } from "../generate/generate-all.ts";
import { loadSite, SITE_FILE } from "../load-site.ts";
import { PHOTOS_DIR } from "../photo-folder.ts";
import { formatProblem } from "../../../src/content-check/wording/problem.ts";

/** How long after a check the file must have stayed put before its result stands. */
const SETTLE_MS = 200;

/**
 * Runs `task` for every call, one at a time; calls that arrive while it runs are folded into one
 * more run afterwards. An editor that saves in two writes (or a copy over the file) is then always
 * checked once more after its last write: no save is lost to a run that read half a file.
 */
export function serialized(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async (): Promise<void> => {
    do {
      again = false;
      await task();
    } while (again);
    running = null;
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}

/** Drops every module built from `files` in every environment (browser and the one that runs loaders). */
function invalidate(server: ViteDevServer, files: readonly string[]): void {
  for (const environment of Object.values(server.environments)) {
    for (const file of files) {
      for (const module of environment.moduleGraph.getModulesByFile(file) ?? []) environment.moduleGraph.invalidateModule(module);
    }
  }
}

/**
 * A save written in two steps is checked twice in a row: what the second check adds nothing to is
 * not said again. Counted from the end of the last line to the start of the next check, not to its
 * end: on a busy machine a check itself can take longer than this.
 */
const REPEAT_MS = 2000;
const NO_CHANGE = "site.yaml correcto";
const AVAILABILITY = "disponibilidad";
const AVAILABILITY_SAME = `${AVAILABILITY} leída de nuevo (npm run availability): la web no cambia`;

/**
 * Says each check's result to the owner, one line per save: a result that changed the site is
 * always said; one that didn't (the file as it was, or the same errors again) is not said when it
 * follows another result of the same save a moment ago.
 */
export function ownerLine(): (say: (line: string) => void, line: string, changed: boolean, checkStarted: number) => void {
  let last = { line: "", at: 0 };
  return (say, line, changed, checkStarted) => {
    const recent = checkStarted - last.at < REPEAT_MS;
    const repeat = !changed && recent && (line === last.line || (line === NO_CHANGE && last.line.startsWith(NO_CHANGE)) || (line === AVAILABILITY_SAME && last.line.startsWith(AVAILABILITY)));
    last = { line, at: Date.now() };
    if (!repeat) say(line);
  };
}

/** The content error each dev server is showing, sent again to every page that connects until it is fixed. */
const showing = new WeakMap<ViteDevServer, ErrorPayload>();

function showError(server: ViteDevServer, message: string): void {
  // No `plugin`: the overlay would put «[plugin:…]» before the message, which must read in Spanish from its first word.
  const payload: ErrorPayload = { type: "error", err: { message, stack: "", id: SITE_FILE } };
  showing.set(server, payload);
  server.ws.send(payload);
}

/** Every address the built site answers with a page, in every language (the others get a language's not-found page, with status 404). */
function pageAddresses(site: Site): Set<string> {
  const [, ...others] = site.site.languages;
  const main = [...site.routes.map((route) => route.path), HERO_PHOTOS_PATH];
  return new Set([...main, ...others.flatMap((language) => main.map((address) => addressUnder(address, language))), AVAILABILITY_PATH]);
}

/** A request for a page: not a module, an asset, a file with an extension, nor Vite's or React Router's own addresses. */
function asksForPage(request: IncomingMessage): boolean {
  const pathname = (request.url ?? "/").split(/[?#]/, 1)[0]!;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return (request.method === "GET" || request.method === "HEAD") && !last.includes(".") && !/^\/(@|__|node_modules\/|src\/)/.test(pathname);
}

/** The page's address as the site writes it (decoded, no trailing slash), or null if it can't be read. */
function addressOf(request: IncomingMessage): string | null {
  try {
    const decoded = decodeURIComponent((request.url ?? "/").split(/[?#]/, 1)[0]!);
    return decoded.replace(/\/+$/, "") || "/";
  } catch {
    return null;
  }
}

/**
 * Answers an address no page has with status 404, as the built site does (React Router's dev
 * server draws its not-found page with a 200): the response's status is changed as it is sent.
 */
function notFoundStatus(pages: () => Set<string> | null) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const known = pages();
    const address = asksForPage(request) ? addressOf(request) : undefined;
    if (known && address !== undefined && (address === null || !known.has(address))) {
      const writeHead = response.writeHead.bind(response) as (status: number, ...rest: unknown[]) => ServerResponse;
      response.writeHead = ((status: number, ...rest: unknown[]) => writeHead(status === 200 ? 404 : status, ...rest)) as typeof response.writeHead;
    }
    next();
  };
}

/** What a change is to the site: its content (site.yaml, a photo), the booked nights `npm run availability` wrote, or neither. */
export type ChangeKind = "content" | "availability";

/** The owner's line for a check that passed, by what was touched: new booked nights alone are not a save of site.yaml. */
function passedLine(kinds: ReadonlySet<ChangeKind>, changed: boolean): string {
  if (kinds.has("content")) return changed ? `${NO_CHANGE}; página actualizada` : NO_CHANGE;
  return changed ? `${AVAILABILITY} nueva (npm run availability); página actualizada` : AVAILABILITY_SAME;
}

/** A check that failed, not yet said: said only once the file it read has stayed put (see `settledChecks`). */
type Failure = () => void;

/**
 * Checks site.yaml and, if it passes, applies it at once (generated files, page reload). A failure
 * is returned unsaid: a file caught half-written by an editor that writes in place fails the check,
 * and the owner must not see errors their save doesn't have.
 */
async function checkAndGenerate(server: ViteDevServer, tell: ReturnType<typeof ownerLine>, loaded: (site: Site) => void, kinds: ReadonlySet<ChangeKind>): Promise<Failure | null> {
  const { logger } = server.config;
  const info = (line: string) => logger.info(line, { timestamp: true });
  const error = (line: string) => logger.error(line, { timestamp: true });
  const started = Date.now();
  const failure = (line: string, overlay: string): Failure => () => {
    tell(error, line, false, started);
    showError(server, overlay);
  };
  try {
    const { load, written } = await generateAll(SITE_FILE, { onDemand: true });
    if (!load.ok) {
      const text = load.problems.map(formatProblem).join("\n");
      return failure(`site.yaml tiene errores; la web sigue con la última versión correcta:\n${text}`, `site.yaml tiene errores; la web sigue con la última versión correcta:\n\n${text}\n\nCorrige site.yaml y guarda: este aviso se quita solo.`);
    }
    tell(info, passedLine(kinds, written.length > 0), written.length > 0, started);
    showing.delete(server);
    loaded(load.site);
    // Page data comes from loaders, which React Router's hot updates don't always run again: the
    // new content must not wait for the file watcher, so every page reloads with fresh modules.
    invalidate(server, written);
    server.ws.send({ type: "full-reload" });
    return null;
  } catch (caught) {
    const text = `no se ha podido aplicar el cambio de site.yaml: ${caught instanceof Error ? caught.message : String(caught)}. La web sigue con la última versión correcta; guarda otra vez o reinicia npm run dev.`;
    return failure(text, text);
  }
}

/**
 * One pass of the dev loop: check, wait a moment, and check again for as long as the files moved
 * during the check (the watcher reports two writes close together as one change, so the last save
 * is always the one applied). A failure is said only if the files stayed put: one read from a file
 * still being written is superseded by the next check, which reads the whole file.
 */
export function settledChecks(check: () => Promise<Failure | null>, stamp: () => Promise<string>, settle: () => Promise<unknown>): () => Promise<void> {
  return async () => {
    let moved: boolean;
    do {
      const before = await stamp();
      const failed = await check();
      await settle();
      moved = (await stamp()) !== before;
      if (failed && !moved) failed();
    } while (moved);
  };
}

/** The dev server the process-wide guard reports to (Vite makes a new one when its config changes). */
let guarded: ViteDevServer | undefined;

/**
 * Keeps the dev server alive through an error nothing caught — a promise rejected while a page
 * renders, a throw in a timer — which Node would otherwise end the process with: it is reported in
 * the terminal and the overlay, and the server keeps serving. Installed once per process.
 */
function guardProcess(server: ViteDevServer): void {
  const first = guarded === undefined;
  guarded = server;
  if (!first) return;
  const report = (error: unknown) => {
    const text = `error sin controlar en la web: ${error instanceof Error ? error.message : String(error)}. El servidor sigue en marcha; corrige la causa y recarga la página.`;
    guarded?.config.logger.error(text, { timestamp: true });
    if (process.env.DEBUG) console.error(error);
    guarded?.ws.send({ type: "error", err: { message: text, stack: "" } });
  };
  process.on("unhandledRejection", report);
  process.on("uncaughtException", report);
}

/**
 * site.yaml itself and anything in the photos folder are the content; an apartment's file in the
 * availability folder (not the temporary files it is written through) is what `npm run
 * availability` publishes, which the pages show too.
 */
export function changeKind(file: string, availabilityDir = AVAILABILITY_DIR): ChangeKind | null {
  const full = path.resolve(file);
  if (full === SITE_FILE || full.startsWith(PHOTOS_DIR + path.sep)) return "content";
  if (path.dirname(full) === availabilityDir && full.endsWith(".json")) return "availability";
  return null;
}

/**
 * Dev loop: site.yaml is checked again whenever it changes, disappears or comes back — editors that
 * save by writing a new file and renaming it over the old one send `unlink` and `add`, not `change` —
 * and whenever a photo is added, removed or replaced (the check finds a missing photo, and the photo
 * variants are made again), and whenever `npm run availability` writes new booked nights (the
 * pages show them without a save of site.yaml). A correct file rewrites src/generated and reloads the page; a wrong one
 * prints the located problems in the terminal and in the browser's error overlay, and the page keeps
 * the last good content. Nothing here may end the dev server: every failure is reported and waited out.
 */
export function siteContentPlugin(): Plugin {
  return {
    name: "site-content",
    apply: "serve",
    configureServer(server) {
      guardProcess(server);
      server.watcher.add([SITE_FILE, PHOTOS_DIR]);
      // Vite's watcher already sees availability/ in the project, even before it exists. A folder
      // elsewhere (AVAILABILITY_DIR) is added only if it is there: a folder chokidar waits for
      // stopped it from seeing site.yaml come back after a delete.
      const outside = path.relative(server.config.root, AVAILABILITY_DIR).startsWith("..");
      if (outside && existsSync(AVAILABILITY_DIR)) server.watcher.add(AVAILABILITY_DIR);
      // What settledChecks compares before and after a check: site.yaml and the last file touched
      // (a photo still being copied, say).
      let touched = SITE_FILE;
      const stampOf = (file: string) => stat(file).then((info) => `${info.mtimeMs}:${info.size}`, () => "");
      const stamp = async () => `${await stampOf(SITE_FILE)}|${await stampOf(touched)}`;
      const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const tell = ownerLine();
      // The pages of the last good site.yaml: any other address is answered with status 404.
      let pages: Set<string> | null = null;
      const loaded = (site: Site) => (pages = pageAddresses(site));
      void loadSite(SITE_FILE, { decodePhotos: false }).then((load) => load.ok && loaded(load.site), () => undefined);
      server.middlewares.use(notFoundStatus(() => pages));
      // A page opened (or reloaded) while site.yaml is wrong shows the error too, not only the pages open when it was saved.
      server.ws.on("connection", (socket) => {
        const error = showing.get(server);
        if (error) socket.send(JSON.stringify(error));
      });
      // What changed since the last check began: said in its line.
      let pending = new Set<ChangeKind>();
      const run = serialized(
        settledChecks(
          () => {
            const kinds = pending;
            pending = new Set();
            return checkAndGenerate(server, tell, loaded, kinds.size ? kinds : new Set(["content"]));
          },
          stamp,
          settle,
        ),
      );
      const onContent = (file: string) => {
        const kind = changeKind(file);
        if (!kind) return;
        pending.add(kind);
        touched = path.resolve(file);
        // An unhandled rejection would end the process: whatever escapes is reported instead.
        run().catch((error: unknown) => server.config.logger.error(`no se ha podido comprobar el contenido: ${error instanceof Error ? error.message : String(error)}. La web sigue con la última versión correcta.`, { timestamp: true }));
      };
      for (const event of ["add", "change", "unlink", "addDir", "unlinkDir"] as const) server.watcher.on(event, onContent);
    },
  };
}
