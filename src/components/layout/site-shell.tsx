import type { ReactNode } from "react";
import { labels } from "../../labels";
import type { LayoutData } from "../../site/types";
import { BackToTop } from "./back-to-top";
import { Footer } from "./footer";
import { Header } from "./header";
import { Preloader } from "./preloader";

/** What every page shares: skip link, preloader, header, footer, back-to-top. */
export function SiteShell({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#contenido">
        {labels.skipToContent}
      </a>
      <Preloader ms={layout.preloaderMs} />
      <Header name={layout.name} tagline={layout.tagline} navigation={layout.navigation} />
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      <Footer layout={layout} />
      <BackToTop />
    </>
  );
}
