import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import { SiteShell } from "./components/layout/site-shell";
import { layoutData } from "./site/layout-data";
import { pathOf } from "./site/routing";
import "./styles/global.css";

// The dev server's error overlay without its English tip (the content errors say what to do, in Spanish).
if (import.meta.env.DEV) void import("./styles/dev-overlay.css");

/** The shell of every page, in the page's language (its address says which). */
export function loader({ request }: Route.LoaderArgs) {
  return layoutData(pathOf(request));
}

/**
 * The shell's data is the page's (its alternates, its words), so it is taken again on every change
 * of page: from the same prerendered data file as the page's own, no request more. By default React
 * Router keeps a parent's data while only the child changes, and the switcher would still point at
 * the first page's other languages.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const layout = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={layout?.language} dir={layout?.direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={layout?.manifest ?? "/site.webmanifest"} />
        <meta name="theme-color" content="#9a3d1f" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The owner's editor is no page of the site: none of its header, menus or footer.
  if (loaderData.bare) return <Outlet />;
  return (
    <SiteShell layout={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

/**
 * What a visitor sees if a page fails in the browser: in the page's language, with a way out (a
 * full reload of that language's home page). The shell's data is always there: every page,
 * prerendered, carries it.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const words = layout?.words;
  const home = layout?.home ?? "/";
  return (
    <main id="contenido" className="container section">
      <h1>{notFound ? words?.notFound.title : words?.error.title}</h1>
      <p>{notFound ? words?.notFound.text : words?.error.text}</p>
      <p>
        <a href={home}>{words?.error.home ?? home}</a>
      </p>
    </main>
  );
}
