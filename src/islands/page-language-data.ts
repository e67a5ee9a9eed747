/** The element each page carries with its language and the shell's words, for its islands (site-shell.tsx, start-islands.ts). */
export const PAGE_LANGUAGE_ID = "idioma-de-la-pagina";
