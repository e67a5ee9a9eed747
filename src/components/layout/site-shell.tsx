import type { ReactNode } from "react";
import type { LayoutData } from "../../site/types";
import { Island } from "../../islands/island";
import { PAGE_LANGUAGE_ID } from "../../islands/page-language-data";
import { PageLanguageProvider, type PageLanguage } from "../page-language";
import { BackToTop } from "./back-to-top";
import { Footer } from "./footer";
import { Header } from "./header";
import { Preloader } from "./preloader";
import "./footer.css";

/**
 * What every page shares: skip link, preloader, header, footer, back-to-top. The header and the
 * back-to-top button are islands, hydrated at the first idle moment (or as the visitor reaches for
 * them); the footer is links and addresses, static HTML.
 */
export function SiteShell({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  const language = { language: layout.language, locale: layout.locale, words: layout.words };
  return (
    <PageLanguageProvider value={language}>
      <a className="skip-link" href="#contenido">
        {layout.words.skipToContent}
      </a>
      <Preloader ms={layout.preloaderMs} />
      <Island
        name="header"
        component={Header}
        props={{ name: layout.name, tagline: layout.tagline, home: layout.home, navigation: layout.navigation, alternates: layout.alternates, current: layout.current }}
        when="idle"
      />
      <main id="contenido" tabIndex={-1}>
        {children}
      </main>
      <Footer layout={layout} id="pie" />
      <Island name="back-to-top" component={BackToTop} props={{}} when="idle" />
      <PageLanguageData value={{ ...language, words: layout.islandWords }} />
    </PageLanguageProvider>
  );
}

/** The page's language and the shell's words, for its islands: read once by the page's script (src/islands/start-islands.ts). */
function PageLanguageData({ value }: { value: PageLanguage }) {
  return <template id={PAGE_LANGUAGE_ID} data-value={JSON.stringify(value)} />;
}

/** A page without the site's header and footer (the owner's editor): its own content, in the page's language. */
export function BarePage({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  const language = { language: layout.language, locale: layout.locale, words: layout.words };
  return (
    <PageLanguageProvider value={language}>
      {children}
      <PageLanguageData value={{ ...language, words: layout.islandWords }} />
    </PageLanguageProvider>
  );
}
