import { createContext, useContext } from "react";

/**
 * Whether the page is a preview: drawn in the browser from content not yet published (the owner's
 * editor), not hydrated from a page the build wrote. Its parts drawn by the server's render only
 * (ServedAsIs) are then drawn in place, from the data the preview gives them — there is no built
 * HTML of them to keep or fetch —, and nothing is asked of a third party (the map stays behind its
 * consent).
 */
export const PagePreviewContext = createContext(false);

export function useIsPreview(): boolean {
  return useContext(PagePreviewContext);
}
