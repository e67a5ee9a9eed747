// lightGallery ships its CommonJS build in lib/ without type declarations; the tests read
// only the default strings from it, to check that none of them is left in English.
declare module "lightgallery/lib/lg-settings.js" {
  export const lightGalleryCoreSettings: { strings: Record<string, string> };
}
declare module "lightgallery/lib/plugins/thumbnail/lg-thumbnail-settings.js" {
  export const thumbnailsSettings: { thumbnailPluginStrings: Record<string, string> };
}
declare module "lightgallery/lib/plugins/zoom/lg-zoom-settings.js" {
  export const zoomSettings: { zoomPluginStrings: Record<string, string> };
}
