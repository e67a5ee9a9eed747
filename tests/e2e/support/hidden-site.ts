/**
 * The site built for real (scripts/build.ts, as `npm start` builds it) from a copy of the project
 * whose site.yaml takes one apartment off the site for a while («hidden: true»), with the browser
 * tests' availability, served on a port of its own by the site's local server. The apartment
 * hidden is the one site.yaml names the most ways: a calendar, a listing, another apartment's
 * «related», photos in the gallery, reviews.
 */
import { execFile } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import { parseDocument } from "yaml";
import type { Site } from "../../../src/generated/content-types.gen.ts";
import { createSiteServer } from "../../../scripts/preview/server.ts";
import { copyProject } from "../../unit/support/project-copy.ts";
import { E2E_AVAILABILITY_DIR } from "./make-availability.ts";

export type HiddenSite = {
  /** The site's address: http://127.0.0.1:<port>. */
  url: string;
  /** The apartment hidden, as site.yaml writes it, and its page's address in the main language. */
  hidden: Site["apartments"][number];
  page: string;
  /** The site.yaml it was built from. */
  content: Site;
  close: () => Promise<void>;
};

/** How many ways site.yaml names an apartment besides its own block and page. */
function ways(content: Site, slug: string): number {
  return [
    content.apartments.some((apartment) => apartment.related.includes(slug)),
    slug in content.booking.listings,
    content.apartments.find((apartment) => apartment.slug === slug)!.calendar !== undefined,
    content.gallery.sections.some((section) => section.photos.some((photo) => photo.file.startsWith(`${slug}/`))),
    (content.reviews?.list ?? []).some((review) => review.apartment === slug),
  ].filter(Boolean).length;
}

export async function buildHiddenSite(): Promise<HiddenSite> {
  const project = await copyProject("hidden-apartment");
  const doc = parseDocument(await readFile(path.join(project, "site.yaml"), "utf8"));
  const written = doc.toJS() as Site;
  const index = written.apartments.map((apartment, i) => ({ i, ways: ways(written, apartment.slug) })).sort((a, b) => b.ways - a.ways)[0]!.i;
  doc.setIn(["apartments", index, "hidden"], true);
  const content = doc.toJS() as Site;
  await writeFile(path.join(project, "site.yaml"), doc.toString({ lineWidth: 0 }));
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1", AVAILABILITY_DIR: E2E_AVAILABILITY_DIR };
  delete env.SITE_PHOTOS_DIR;
  delete env.SITE_BUILD_DIR;
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ["--import", "tsx", "scripts/build.ts"], { cwd: project, env, timeout: 300_000 }, (error, stdout, stderr) => (error ? reject(new Error(`the build failed:\n${stdout}\n${stderr}`)) : resolve())),
  );
  const server: Server = createSiteServer({ client: path.join(project, "build", "client"), rules: path.join(project, "build", "serve.json") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const hidden = content.apartments[index]!;
  return {
    url: `http://127.0.0.1:${port}`,
    hidden,
    page: content.routes.find((route) => route.kind === "apartment" && route.apartment === hidden.slug)!.path,
    content,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(project, { recursive: true, force: true });
    },
  };
}
