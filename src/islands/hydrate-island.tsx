import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { PageLanguageProvider, type PageLanguage } from "../components/page-language";

/** Marks the island live once its root has committed: the controls that need a script show (global.css, `.needs-script`). */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * Hydrates one island in a root of its own, inside the page's language as the build wrote it. The
 * providers draw nothing: the root's HTML is the part's, as drawn inside the page.
 * As a transition: React then hydrates in slices of a few milliseconds, giving the main thread back
 * between them, instead of one task as long as the part is big (on a slow phone, hundreds of
 * milliseconds in which a tap waits). A press on the part meanwhile makes React finish it first.
 */
export function hydrateIsland(box: HTMLElement, Part: ComponentType<object>, props: object, language: PageLanguage): void {
  startTransition(() => {
    hydrateRoot(
      box,
      <PageLanguageProvider value={language}>
        <Live onLive={() => box.setAttribute("data-live", "")}>
          <Part {...props} />
        </Live>
      </PageLanguageProvider>,
    );
  });
}
