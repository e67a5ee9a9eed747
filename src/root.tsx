import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { BarePage, SiteShell } from "./components/layout/site-shell";
import { layoutData } from "./site/layout-data";
import { pathOf } from "./site/routing";
import "./styles/global.css";

// The dev server's error overlay without its English tip (the content errors say what to do, in Spanish).
if (import.meta.env.DEV) void import("./styles/dev-overlay.css");

/** The shell of every page, in the page's language (its address says which). */
export function loader({ request }: Route.LoaderArgs) {
  return layoutData(pathOf(request));
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
        {/* React Router's scripts: the dev server's modules (its client, the route modules, then
            src/entry.client.tsx). The build takes them out of every page and gives it the islands'
            script alone (scripts/build/islands-script.ts). */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // The owner's editor is no page of the site: none of its header, menus or footer.
  if (loaderData.bare)
    return (
      <BarePage layout={loaderData}>
        <Outlet />
      </BarePage>
    );
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
