import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { SiteShell } from "./components/layout/site-shell";
import { labels } from "./labels";
import { layoutData } from "./site/layout-data";
import "./styles/global.css";

// The dev server's error overlay without its English tip (the content errors say what to do, in Spanish).
if (import.meta.env.DEV) void import("./styles/dev-overlay.css");

export function loader() {
  return layoutData();
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
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
  return (
    <SiteShell layout={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

/** What a visitor sees if a page fails in the browser: in Spanish, with a way out (a full reload of the home page). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const text = notFound ? labels.notFound : labels.error;
  return (
    <main id="contenido" className="container section">
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <p>
        <a href="/">{labels.error.home}</a>
      </p>
    </main>
  );
}
