import type { ReactNode } from "react";
import type { LayoutData } from "../../site/types";
import { PageLanguageProvider } from "../page-language";
import { BackToTop } from "./back-to-top";
import { Footer } from "./footer";
import { Header } from "./header";
import { Preloader } from "./preloader";

/** What every page shares: skip link, preloader, header, footer, back-to-top. */
export function SiteShell({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return (
    <PageLanguageProvider value={{ language: layout.language, locale: layout.locale, words: layout.words }}>
      <a className="skip-link" href="#contenido">
        {layout.words.skipToContent}
      </a>
      <Preloader ms={layout.preloaderMs} />
      <Header name={layout.name} tagline={layout.tagline} home={layout.home} navigation={layout.navigation} alternates={layout.alternates} />
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      <Footer layout={layout} />
      <BackToTop />
    </PageLanguageProvider>
  );
}
