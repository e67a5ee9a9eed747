import { useEffect, useState } from "react";

/** The stylesheets the site's pages are drawn with, as the document around the frame has them. */
const STYLES = 'link[rel~="stylesheet"], style';

/**
 * Every stylesheet of `from`'s head copied into `to`'s, and kept in step while the page runs (a
 * section's styles come with its code, when it is first drawn; the development server changes
 * them on every save). Returns how to stop.
 */
function mirrorStyles(from: Document, to: Document): () => void {
  const copies = new Map<Element, Element>();
  const sync = (): void => {
    const current = new Set(from.head.querySelectorAll(STYLES));
    for (const [original, copy] of copies) {
      if (current.has(original)) continue;
      copy.remove();
      copies.delete(original);
    }
    for (const original of current) {
      const copy = copies.get(original);
      if (copy?.isEqualNode(original)) continue;
      const fresh = original.cloneNode(true) as Element;
      if (copy) copy.replaceWith(fresh);
      else to.head.append(fresh);
      copies.set(original, fresh);
    }
  };
  sync();
  const watch = new MutationObserver(sync);
  watch.observe(from.head, { childList: true, subtree: true, characterData: true, attributes: true });
  return () => watch.disconnect();
}

/** A press that would leave the page (a link, in this tab or another) does nothing; the page's own controls still answer it. */
const goNowhere = (event: Event): void => event.preventDefault();

/** A form is never sent: not to another page, not to the owner's WhatsApp or e-mail (its handlers never hear of it). */
const sendNothing = (event: Event): void => {
  event.preventDefault();
  event.stopImmediatePropagation();
};

/** `doc` made ready for a page drawn into it: the site's styles, links and forms that go nowhere. Returns how to undo it. */
function prepare(doc: Document): () => void {
  const stopStyles = mirrorStyles(document, doc);
  // Capturing, on the document: before the page's own handlers, which React gives the frame's body.
  doc.addEventListener("click", goNowhere, true);
  doc.addEventListener("auxclick", goNowhere, true);
  doc.addEventListener("submit", sendNothing, true);
  return () => {
    stopStyles();
    doc.removeEventListener("click", goNowhere, true);
    doc.removeEventListener("auxclick", goNowhere, true);
    doc.removeEventListener("submit", sendNothing, true);
  };
}

/** The language the frame's page is in: its document's `lang` and `dir`, as the site's root writes them. */
type DocumentLanguage = { language: string; direction: string };

/**
 * The body of `frame`'s own document (its srcdoc) once it has loaded and been prepared for a page
 * (prepare); null until then. A frame first holds an empty document of its own, replaced by the
 * srcdoc's: only the srcdoc's is prepared. Its root carries the page's language, and says the
 * page is live, as a hydrated page's does (the controls that need scripts show: global.css).
 */
export function useFrameBody(frame: HTMLIFrameElement | null, page: DocumentLanguage | null): HTMLElement | null {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const language = page?.language;
  const direction = page?.direction;
  useEffect(() => {
    const root = body?.ownerDocument.documentElement;
    if (!root || language === undefined || direction === undefined) return;
    root.setAttribute("lang", language);
    root.setAttribute("dir", direction);
    root.setAttribute("data-live", "");
  }, [body, language, direction]);
  useEffect(() => {
    if (!frame) return;
    let undo = (): void => undefined;
    const ready = (): void => {
      undo();
      const doc = frame.contentDocument;
      if (!doc || doc.URL !== "about:srcdoc") return;
      undo = prepare(doc);
      setBody(doc.body);
    };
    frame.addEventListener("load", ready);
    // Loaded before this ran: no load event is coming.
    if (frame.contentDocument?.readyState === "complete") ready();
    return () => {
      frame.removeEventListener("load", ready);
      undo();
      setBody(null);
    };
  }, [frame]);
  return body;
}
