/**
 * A page of the site as it would be published, drawn from the content being edited by the site's
 * own route components, at a phone's or a laptop's width: before publishing, the owner sees it. The
 * page is drawn into a frame of that width (same origin, its own document: the site's styles and
 * their media queries apply at the frame's width) by a portal, with what the site's shell gives
 * every page (its language, the router its links read, the parts the build draws). Nothing leaves
 * the frame: its links and forms go nowhere, the map stays behind its consent, and the frame's
 * document may load nothing from another site.
 */
import { useMemo, useState, type ComponentProps } from "react";
import { createPortal } from "react-dom";
import { createMemoryRouter, Outlet, RouterProvider, UNSAFE_LocationContext as LocationContext, useLoaderData } from "react-router";
import { SiteShell } from "../../components/layout/site-shell";
import { PagePreviewContext } from "../../components/page-preview";
import ApartmentPage from "../../routes/apartment-page";
import HomePage from "../../routes/home-page";
import { ServedPartsContext } from "../../routes/served-parts-context";
import type { SiteSource } from "../../site/site-source";
import type { Language } from "../../site/types";
import { fill } from "../../labels/dictionary";
import { useEditorWords } from "../editor-words";
import { drawPage, type DrawnPage, type PreviewPage } from "./draw-page";
import { useFrameBody } from "./use-frame-body";

type Props = {
  /** The site to draw: previewSource(…) of the content being edited. */
  source: SiteSource;
  language: Language;
  page: PreviewPage;
  /** The frame's width in CSS pixels: a phone's or a laptop's. */
  width: 375 | 1280;
  /** The frame's height in CSS pixels; the page scrolls inside it. */
  height?: number;
};


/** Why a page can't be drawn: its language or its apartment isn't in the content any more, or the page itself failed. */
type Reason = { problem: "language" | "apartment" | "page"; name: string };

/** The drawn page, or why it can't be drawn. */
function tryDrawing(source: SiteSource, language: Language, page: PreviewPage): { ok: true; page: DrawnPage } | { ok: false; reason: Reason } {
  // Typed for every language of the build; the content being edited may have dropped one.
  const site = source.sites[language] as SiteSource["sites"][Language] | undefined;
  if (!site) return { ok: false, reason: { problem: "language", name: language } };
  if (page !== "home" && !site.apartments.some((apartment) => apartment.slug === page.apartment)) {
    return {
      ok: false,
      reason: { problem: "apartment", name: page.apartment },
    };
  }
  try {
    return { ok: true, page: drawPage(source, language, page) };
  } catch (error) {
    // The check passed, so this is the code's mistake: its details for whoever fixes it, in the console.
    console.error(error);
    return { ok: false, reason: { problem: "page", name: "" } };
  }
}

/**
 * A route's component with its data: handed as props too, as the route modules read them where the
 * framework's build doesn't wrap them (the unit tests); the browser's build reads the same data
 * from the preview's router.
 */
function HomeRoute() {
  return <HomePage {...({ loaderData: useLoaderData() } as ComponentProps<typeof HomePage>)} />;
}
function ApartmentRoute() {
  return <ApartmentPage {...({ loaderData: useLoaderData() } as ComponentProps<typeof ApartmentPage>)} />;
}

/** The page inside the shell, with what the site's root and server entry give every page. */
function PreviewedPage({ drawn }: { drawn: DrawnPage }) {
  // The route modules' components read their data as React Router gives it (the framework's build
  // wraps them to read it from the route, not from props): a router of the preview's own, at the
  // page's address, holding the data drawn. A portal keeps the editor page's contexts, its router's
  // too: the preview's starts from none (React Router refuses a router inside another).
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          id: "root",
          element: (
            <ServedPartsContext value={drawn.served}>
              <SiteShell layout={drawn.layout}>
                <Outlet />
              </SiteShell>
            </ServedPartsContext>
          ),
          loader: () => drawn.layout,
          children: [{ id: "page", path: drawn.path, Component: drawn.page.kind === "home" ? HomeRoute : ApartmentRoute, loader: () => drawn.page.data }],
        },
      ],
      { initialEntries: [drawn.path], hydrationData: { loaderData: { root: drawn.layout, page: drawn.page.data } } },
    ),
  );
  return (
    <LocationContext value={null as unknown as ComponentProps<typeof LocationContext>["value"]}>
      <PagePreviewContext value>
        <RouterProvider router={router} />
      </PagePreviewContext>
    </LocationContext>
  );
}

export function SitePreview({ source, language, page, width, height = 720 }: Props) {
  const words = useEditorWords();
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  // An apartment's page is the same page whatever object names it.
  const slug = page === "home" ? null : page.apartment;
  const result = useMemo(() => tryDrawing(source, language, slug === null ? "home" : { apartment: slug }), [source, language, slug]);
  const body = useFrameBody(frame, result.ok ? result.page.layout : null);
  const title = result.ok ? result.page.page.data.page.title : "";
  return (
    <div className="site-preview">
      <iframe
        ref={setFrame}
        srcDoc={FRAME_DOCUMENT}
        title={fill(words.previewFrame, { width: width === 375 ? words.previewPhone : words.previewLaptop, title })}
        width={width}
        height={height}
        style={{ border: 0, display: "block" }}
      />
      {!result.ok ? (
        <p role="alert" className="site-preview__problem">
          {fill(words.previewCannot[result.reason.problem], { name: result.reason.name })}
        </p>
      ) : null}
      {/* Keyed by its address: another page, or another language, is drawn afresh. */}
      {body && result.ok ? createPortal(<PreviewedPage key={result.page.path} drawn={result.page} />, body) : null}
    </div>
  );
}

/**
 * The frame's own document: standards mode, and a policy that lets it load only from the site
 * itself and the editor's object URLs (its photos, styles and fonts), never from another site.
 */
const FRAME_DOCUMENT = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' blob: data:; style-src 'self' 'unsafe-inline'; font-src 'self' data:"></head><body></body></html>`;
