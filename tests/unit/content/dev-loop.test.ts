import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { createLogger, loadConfigFromFile, type Logger } from "vite";
import { parseDocument } from "yaml";
import { AVAILABILITY_DIR } from "../../../scripts/availability/update-availability.ts";
import { ownerLogger } from "../../../scripts/content/dev/dev-logger.ts";
import { changeKind, ownerLine, serialized, settledChecks } from "../../../scripts/content/dev/vite-plugin.ts";
import { SITE_FILE } from "../../../scripts/content/load-site.ts";
import { copyProject } from "../support/project-copy.ts";

/** Beside the other test servers' ports (4173, 4300s); Vite takes the next free one if it is busy. */
const PORT = 5302;
const STARTUP_MS = 90_000;
const WAIT_MS = 30_000;
const TEST_MS = 120_000;
const REJECTING_PLUGIN = `{ name: "rechazo", configureServer(server) { server.middlewares.use((request, response, next) => { if (request.url !== "/__rechazo") return next(); void Promise.reject(new Error("rechazo de prueba")); response.end("ok"); }); } }`;

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the dev loop's checks of site.yaml", () => {
  it("never overlap, and a save during a check is checked once more afterwards", async () => {
    const events: string[] = [];
    let runs = 0;
    const run = serialized(async () => {
      const n = ++runs;
      events.push(`start ${n}`);
      await tick();
      events.push(`end ${n}`);
    });
    const first = run();
    // Two more saves while the first check runs (an editor writing twice): one more check, not two.
    void run();
    void run();
    await first;
    await tick();
    expect(events).toEqual(["start 1", "end 1", "start 2", "end 2"]);
    await run();
    expect(runs).toBe(3);
  });
});

describe("the owner's lines", () => {
  it("says a save once, even when the second check of a save written in two steps takes long", () => {
    const said: string[] = [];
    const say = (line: string) => void said.push(line);
    const tell = ownerLine();
    onTestFinished(() => void vi.useRealTimers());
    const start = Date.now();
    tell(say, "site.yaml correcto; página actualizada", true, start - 1500);
    // The second check began at once and, on a busy machine, ended 3 s later: nothing new to say.
    vi.setSystemTime(start + 3000);
    tell(say, "site.yaml correcto", false, start + 50);
    // A later save that changes nothing is said.
    vi.setSystemTime(start + 9000);
    tell(say, "site.yaml correcto", false, start + 8000);
    expect(said).toEqual(["site.yaml correcto; página actualizada", "site.yaml correcto"]);
  });
});

describe("the dev server's configuration", () => {
  it("loads without a word: Vite's notes on how it is written would be printed at every start, in English", async () => {
    const said: string[] = [];
    const logger: Logger = { ...createLogger("silent"), info: (message) => void said.push(message), warn: (message) => void said.push(message), warnOnce: (message) => void said.push(message), error: (message) => void said.push(message) };
    const loaded = await loadConfigFromFile({ command: "serve", mode: "development" }, path.resolve(import.meta.dirname, "../../../vite.config.ts"), undefined, "info", logger);
    expect(loaded?.path).toMatch(/vite\.config\.ts$/);
    expect(said).toEqual([]);
  }, TEST_MS);

  it("says a warning of Vite's once, though each of the two readings of the config at a start makes its own logger", () => {
    const printed = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    onTestFinished(() => printed.mockRestore());
    const warning = `(!) a note of Vite's about the config ${Date.now()}`;
    ownerLogger().warn(warning);
    ownerLogger().warn(warning);
    // The site's own warnings are said every time: each is the answer to a save.
    ownerLogger().warn("la foto «mirador/01.jpg» no se ha podido preparar");
    ownerLogger().warn("la foto «mirador/01.jpg» no se ha podido preparar");
    expect(printed.mock.calls.map(([line]) => String(line))).toEqual([warning, "la foto «mirador/01.jpg» no se ha podido preparar", "la foto «mirador/01.jpg» no se ha podido preparar"]);
  });
});

describe("a check of a file still being written", () => {
  it("is not said: the check after it, on the whole file, is", async () => {
    // An editor writing in place: the first check reads half the file, which fails; the write ends during it.
    let file = "half";
    const said: string[] = [];
    const checked: string[] = [];
    const check = async () => {
      const read = file;
      checked.push(read);
      file = "whole";
      return read === "whole" ? null : () => void said.push(`errors in ${read}`);
    };
    await settledChecks(check, async () => file, async () => undefined)();
    expect(checked).toEqual(["half", "whole"]);
    expect(said).toEqual([]);
  });

  it("is said once the file stays as it is", async () => {
    const said: string[] = [];
    await settledChecks(async () => () => void said.push("errors"), async () => "same", async () => undefined)();
    expect(said).toEqual(["errors"]);
  });
});

describe("what the dev loop reacts to", () => {
  it("site.yaml and photos are content; an apartment's file in availability/ is new booked nights; the rest, nothing", () => {
    expect(changeKind(SITE_FILE)).toBe("content");
    expect(changeKind(path.join(path.dirname(SITE_FILE), "photos/mirador/01.jpg"))).toBe("content");
    expect(changeKind(path.join(AVAILABILITY_DIR, "mirador.json"))).toBe("availability");
    // The temporary file `npm run availability` writes through, and anything elsewhere.
    expect(changeKind(path.join(AVAILABILITY_DIR, "mirador.json.123.tmp"))).toBeNull();
    expect(changeKind(path.join(path.dirname(SITE_FILE), "src/root.tsx"))).toBeNull();
  });
});

/**
 * The real dev server (`react-router dev`, with the site-content plugin) on a copy of the project:
 * the owner deletes, restores and saves site.yaml the way editors do, and adds, removes and replaces
 * photos while it runs. Each change must be checked again, shown, and applied; the server never stops.
 */
describe("the dev server", () => {
  let project: string;
  let server: ChildProcess;
  let output = "";
  let base = "";

  /** Resolves once the terminal shows `pattern` after `from` characters of output. */
  const shows = async (pattern: RegExp, from: number): Promise<string> => {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      const match = pattern.exec(output.slice(from));
      if (match) return match[0];
      if (server.exitCode !== null) throw new Error(`the dev server ended:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the dev server never showed ${pattern}; it showed:\n${output.slice(from).slice(-3000)}`);
  };
  const page = async (urlPath: string) => {
    const response = await fetch(new URL(urlPath, base));
    return { status: response.status, html: await response.text() };
  };
  const content = () => parseDocument(readFileSync(path.join(project, "site.yaml"), "utf8"));

  beforeAll(async () => {
    project = await copyProject("dev-loop");
    // `npm run dev` generates before it starts the server, planning the photo variants it hasn't made
    // (made when the browser asks for them), as its script says.
    const devScript = (JSON.parse(await readFile(path.join(project, "package.json"), "utf8")) as { scripts: { dev: string } }).scripts.dev;
    expect(devScript).toMatch(/generate.* -- --on-demand && react-router dev/);
    const generated = spawnSync(process.execPath, ["--import", "tsx", "scripts/generate.ts", "--on-demand"], { cwd: project, encoding: "utf8" });
    expect(generated.status, generated.stderr).toBe(0);
    expect(generated.stdout).toMatch(/^fotos: 0 preparadas/m);
    // A request that leaves a rejected promise nobody handles, as a bug in a page could.
    const config = path.join(project, "vite.config.ts");
    const plugins = "reactRouter()]";
    expect(await readFile(config, "utf8")).toContain(plugins);
    await writeFile(config, (await readFile(config, "utf8")).replace(plugins, `reactRouter(), ${REJECTING_PLUGIN}]`));
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
    delete env.SITE_PHOTOS_DIR;
    delete env.AVAILABILITY_DIR;
    server = spawn(path.join(project, "node_modules/.bin/react-router"), ["dev", "--host", "127.0.0.1", "--port", String(PORT)], { cwd: project, env });
    server.stdout!.on("data", (chunk) => (output += chunk));
    server.stderr!.on("data", (chunk) => (output += chunk));
    base = (await shows(/http:\/\/127\.0\.0\.1:\d+\//, 0)).trim();
  }, STARTUP_MS);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const ended = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await ended;
    }
    if (project) await rm(project, { recursive: true, force: true });
  });

  it("checks site.yaml again when it is deleted, and when a new file is renamed over it (as editors save)", async () => {
    const file = path.join(project, "site.yaml");
    const original = await readFile(file, "utf8");
    const routes = content().toJS().routes as { path: string; description: Record<string, string> }[];
    const home = routes.findIndex((route) => route.path === "/");
    const described = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    const before = described((await page("/")).html);
    expect(before).toBeDefined();
    const beforeEnglish = described((await page("/en")).html);
    expect(beforeEnglish).toBeDefined();
    expect(beforeEnglish).not.toBe(before);

    let from = output.length;
    // Put back whatever happens, or the next test would start without a site.yaml.
    onTestFinished(() => writeFile(file, original));
    await rm(file);
    await shows(/site\.yaml:1:1: no se puede abrir el archivo/, from);
    // The last good version is still served. (Not the whole HTML: in dev, the critical CSS inlined
    // in a page depends on which modules earlier requests loaded.)
    const during = await page("/");
    expect(during.status).toBe(200);
    expect(described(during.html)).toBe(before);
    expect(described((await page("/en")).html)).toBe(beforeEnglish);

    from = output.length;
    const marker = `Texto nuevo ${Date.now()}: los cuatro apartamentos de la casa cuna, recién revisados.`;
    const englishMarker = `New text ${Date.now()}: the four apartments of the old foundling home, freshly revised.`;
    const doc = parseDocument(original);
    doc.setIn(["routes", home, "description"], doc.createNode({ es: marker, en: englishMarker }));
    await writeFile(`${file}.guardando`, doc.toString({ lineWidth: 0 }));
    await rename(`${file}.guardando`, file);
    await shows(/site\.yaml correcto; página actualizada/, from);
    expect((await page("/")).html).toContain(marker);
    // Each language's page has its own version of the text.
    const english = (await page("/en")).html;
    expect(described(english)).toBe(englishMarker);
    expect(english).not.toContain(marker);

    from = output.length;
    await writeFile(file, original);
    await shows(/site\.yaml correcto; página actualizada/, from);
  }, TEST_MS);

  it("prints what the owner needs, in Spanish: the address once, then one line per save, even one written in two steps", async () => {
    const startup = output.slice(0, output.indexOf(base) + base.length);
    // Nothing before the address: no note of Vite's, in English, at each start.
    expect(startup.trim().split("\n")).toEqual([expect.stringMatching(/^La web de prueba está en http:\/\/127\.0\.0\.1:\d+\/$/)]);
    const file = path.join(project, "site.yaml");
    const original = await readFile(file, "utf8");
    onTestFinished(() => writeFile(file, original));
    const from = output.length;
    const doc = parseDocument(original);
    doc.setIn(["site", "tagline"], doc.createNode({ es: `desde siempre ${Date.now()}`, en: `since forever ${Date.now()}` }));
    // Saved in place, in two writes, as some editors do: a check may read the first half alone.
    const saved = doc.toString({ lineWidth: 0 });
    const handle = await open(file, "w");
    await handle.write(saved.slice(0, saved.length / 2));
    // The second write comes well within the moment the server waits after a check (200 ms), so the
    // server always sees the file moved under a check that read the first half alone.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await handle.write(saved.slice(saved.length / 2));
    await handle.close();
    await shows(/site\.yaml correcto; página actualizada/, from);
    // Whatever would follow the save (a reloaded config, its warnings) has had time to show. (No page
    // is asked for here: in this copy, node_modules is a link out of the project, and React Router's
    // dev styles lookup prints an error for it on page requests; an owner's checkout has no link.)
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(output.slice(from).trim().split("\n")).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d site\.yaml correcto; página actualizada$/)]);
    expect(output).not.toMatch(/Future Flag|deprecated|Config changed|Config saved|\[vite\]|\[react-router\]|optimi[sz]ed|connected/i);
  }, TEST_MS);

  it("answers an address no page has with its language's not-found page and status 404, as the built site does", async () => {
    const words = (language: string) => readFileSync(path.join(project, `src/labels/words/${language}.ts`), "utf8");
    const spanish = await page("/no-existe");
    expect(spanish.status).toBe(404);
    expect(spanish.html).toContain(/title: "([^"]+)"/.exec(words("es").slice(words("es").indexOf("notFound")))![1]);
    expect((await page("/en/no-such-page")).status).toBe(404);
    expect((await page("/")).status).toBe(200);
    expect((await page("/en")).status).toBe(200);
  }, TEST_MS);

  it("keeps serving after an error nobody handled, and says so in Spanish", async () => {
    const from = output.length;
    await page("/__rechazo");
    await shows(/error sin controlar en la web: rechazo de prueba\. El servidor sigue en marcha/, from);
    expect((await page("/")).status).toBe(200);
    expect(server.exitCode).toBeNull();
  }, TEST_MS);

  it("picks up a photo removed, put back and replaced while it runs", async () => {
    const data = content().toJS() as { apartments: { slug: string; photos: { file: string }[] }[]; routes: { path: string; kind: string; apartment?: string }[] };
    const apartment = data.apartments[0]!;
    const photo = apartment.photos[0]!.file;
    const pagePath = data.routes.find((route) => route.kind === "apartment" && route.apartment === apartment.slug)!.path;
    const original = path.join(project, "photos", photo);
    const aside = path.join(project, "apartada.jpg");
    const variant = new RegExp(`/media/${photo.replace(/\.[a-z]+$/, "").replace(/[^a-z0-9]+/g, "-")}-[0-9a-f]+`);
    const shownBefore = variant.exec((await page(pagePath)).html)?.[0];
    expect(shownBefore).toBeDefined();

    let from = output.length;
    await rename(original, aside);
    await shows(new RegExp(`la foto «${photo}» no está en la carpeta photos/`), from);

    from = output.length;
    await copyFile(aside, original);
    await shows(/site\.yaml correcto/, from);

    from = output.length;
    await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#2a6f4e" } }).jpeg().toFile(`${original}.nueva`);
    await rename(`${original}.nueva`, original);
    await shows(/site\.yaml correcto; página actualizada/, from);
    const shownAfter = variant.exec((await page(pagePath)).html)?.[0];
    expect(shownAfter).toBeDefined();
    expect(shownAfter).not.toBe(shownBefore);
    // The new photo's variants are made when the browser asks for one.
    const made = await fetch(new URL(`${shownAfter}-400.webp`, base));
    expect([made.status, made.headers.get("content-type")]).toEqual([200, "image/webp"]);
    expect((await sharp(Buffer.from(await made.arrayBuffer())).metadata()).width).toBe(400);
    expect(server.exitCode).toBeNull();
  }, TEST_MS);

  it("shows the booked nights npm run availability writes while it runs, without a save of site.yaml", async () => {
    const data = content().toJS() as { apartments: { slug: string; calendar?: { feeds?: { platform: string }[] } }[]; routes: { path: string; kind: string; apartment?: string }[] };
    const apartment = data.apartments.find((candidate) => candidate.calendar?.feeds?.length)!;
    const pagePath = data.routes.find((route) => route.kind === "apartment" && route.apartment === apartment.slug)!.path;
    // The copy has no availability/ yet: the page has no calendar.
    expect((await page(pagePath)).html).not.toContain("Actualizado el");
    // A check the tests before left running (a photo's last copy) would take the new file with it, and say so as a save.
    for (let length = -1, deadline = Date.now() + WAIT_MS; length !== output.length && Date.now() < deadline; ) {
      length = output.length;
      await new Promise((resolve) => setTimeout(resolve, 2500));
    }
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const published = {
      booked: [],
      window: { from: today, to: `${now.getUTCFullYear() + 2}-01-01` },
      madeAt: now.toISOString(),
      updatedAt: now.toISOString(),
      feeds: apartment.calendar!.feeds!.map(({ platform }) => ({ platform, readAt: now.toISOString() })),
    };
    const file = path.join(project, "availability", `${apartment.slug}.json`);
    onTestFinished(() => rm(path.join(project, "availability"), { recursive: true, force: true }));
    const from = output.length;
    // As npm run availability writes it: a temporary file beside it, renamed over it.
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(`${file}.1.tmp`, JSON.stringify(published));
    await rename(`${file}.1.tmp`, file);
    await shows(/\d\d:\d\d:\d\d disponibilidad nueva \(npm run availability\); página actualizada/, from);
    expect((await page(pagePath)).html).toContain("Actualizado el");
    expect(server.exitCode).toBeNull();
  }, TEST_MS);

  it("shows a block saved in site.yaml at once, without npm run availability, and takes it away when it is taken out", async () => {
    const file = path.join(project, "site.yaml");
    const original = await readFile(file, "utf8");
    onTestFinished(() => writeFile(file, original));
    const data = content().toJS() as { apartments: { slug: string; calendar?: { feeds?: { platform: string }[] } }[]; routes: { path: string; kind: string; apartment?: string }[] };
    // An apartment with a platform's calendar never read (no availability/ here) and one without any calendar.
    const withFeed = data.apartments.findIndex((candidate) => candidate.calendar?.feeds?.length);
    const without = data.apartments.findIndex((candidate) => !candidate.calendar);
    const [feedSlug, ownSlug] = [data.apartments[withFeed]!.slug, data.apartments[without]!.slug];
    const platform = data.apartments[withFeed]!.calendar!.feeds![0]!.platform;
    const pageOf = (slug: string) => data.routes.find((route) => route.kind === "apartment" && route.apartment === slug)!.path;
    const nights = async (): Promise<Record<string, [string, string][]>> => {
      const response = await fetch(new URL("/availability.json", base));
      return response.ok ? ((await response.json()) as Record<string, [string, string][]>) : {};
    };
    // A line of the save before may still come after a save began: what is served is what counts.
    const nightsBecome = async (expected: Record<string, [string, string][]>) => {
      let served = await nights();
      for (const deadline = Date.now() + WAIT_MS; JSON.stringify(served) !== JSON.stringify(expected) && Date.now() < deadline; served = await nights()) await new Promise((resolve) => setTimeout(resolve, 250));
      return served;
    };
    // Once what the test before left (its availability/, taken away) is gone.
    expect(await nightsBecome({})).toEqual({});
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const [checkIn, checkOut] = [day(20), day(23)];
    let from = output.length;
    const doc = parseDocument(original);
    doc.setIn(["apartments", withFeed, "calendar", "blocks"], doc.createNode([{ checkIn, checkOut, note: "Familia García, por teléfono" }]));
    doc.setIn(["apartments", without, "calendar"], doc.createNode({ blocks: [{ checkIn, checkOut }] }));
    await writeFile(file, doc.toString({ lineWidth: 0 }));
    await shows(/site\.yaml correcto; página actualizada/, from);
    const blocked: Record<string, [string, string][]> = { [feedSlug]: [[checkIn, checkOut]], [ownSlug]: [[checkIn, checkOut]] };
    expect(await nightsBecome(blocked)).toEqual(blocked);
    // Each page draws its months with the block, and says what its calendar lacks: never «libre» without knowing.
    const feedPage = (await page(pageOf(feedSlug))).html;
    expect(feedPage).toContain(`Falta el calendario de ${platform}: pregúntanos antes de reservar.`);
    expect(feedPage).toContain("month__day--booked");
    expect(feedPage).not.toContain("García");
    const ownPage = (await page(pageOf(ownSlug))).html;
    expect(ownPage).toContain("Este calendario solo marca las noches reservadas directamente con nosotros: pregúntanos antes de reservar.");
    expect(ownPage).toContain("consúltanos las fechas");

    from = output.length;
    await writeFile(file, original);
    await shows(/site\.yaml correcto; página actualizada/, from);
    expect(await nightsBecome({})).toEqual({});
    expect(server.exitCode).toBeNull();
  }, TEST_MS);
});
