import { useEffect, type ReactNode } from "react";
import type { LayoutData } from "../../site/types";
import { PageLanguageProvider } from "../page-language";
import { PageNavigationProvider } from "../page-link";
import { BackToTop } from "./back-to-top";
import { lazyWhenNear } from "../when-idle";
import { Header } from "./header";
import { Preloader } from "./preloader";
// Its style with the page: its prerendered HTML is there from the start (and, without scripts, for good).
import "./footer.css";

/** The footer as prerendered, found by lazyWhenNear. */
const FOOTER_ID = "pie";

// Links and addresses, nothing to do until the visitor gets there: its code comes as the visitor
// nears it, and its prerendered HTML stands until then (docs/decisions/034-far-sections-hydrated-when-near.md).
const Footer = lazyWhenNear(FOOTER_ID, () => import("./footer").then((module) => module.Footer));

/** What every page shares: skip link, preloader, header, footer, back-to-top. */
export function SiteShell({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  // The page is live: the controls that need scripts show (global.css, `.needs-script`).
  useEffect(() => {
    document.documentElement.dataset.live = "";
  }, []);
  return (
    <PageLanguageProvider value={{ language: layout.language, locale: layout.locale, words: layout.words }}>
      <PageNavigationProvider>
        <a className="skip-link" href="#contenido">
          {layout.words.skipToContent}
        </a>
        <Preloader ms={layout.preloaderMs} />
        <Header name={layout.name} tagline={layout.tagline} home={layout.home} navigation={layout.navigation} alternates={layout.alternates} />
        <main id="contenido" tabIndex={-1}>
          {children}
        </main>
        <Footer layout={layout} id={FOOTER_ID} />
        <BackToTop />
      </PageNavigationProvider>
    </PageLanguageProvider>
  );
}
