/** What a check says after its problems or warnings: the same lines in the terminal and in the editor. */
import type { Site } from "../generated/content-types.gen.ts";
import type { Problem } from "./wording/problem.ts";

/** After a passing check's warnings: that they stop nothing. */
export function warningsSummary(warnings: readonly Problem[]): string {
  const n = warnings.length;
  return `${n} ${n === 1 ? "aviso" : "avisos"}: la web se publica igual, pero conviene corregir${n === 1 ? "lo" : "los"} (docs/editar-contenido.md, «Los avisos»).`;
}

/** One line for a passing check: what the file holds. */
export function summary(site: Site): string {
  const places = site.placeCategories.reduce((total, category) => total + category.places.length, 0);
  const photos = new Set([
    ...site.apartments.flatMap((apartment) => apartment.photos.map((photo) => photo.file)),
    ...site.gallery.sections.flatMap((section) => section.photos.map((photo) => photo.file)),
    ...site.about.images.map((image) => image.file),
  ]).size;
  const hidden = site.apartments.filter((apartment) => apartment.hidden).map((apartment) => apartment.name);
  const away = hidden.length === 0 ? "" : ` (${hidden.length === 1 ? "1 fuera" : `${hidden.length} fuera`} de la web por un tiempo: ${hidden.join(", ")})`;
  return `contenido correcto: ${site.apartments.length} apartamentos${away}, ${places} sitios cercanos, ${photos} fotos, ${site.routes.length} páginas en ${site.site.languages.length === 1 ? "1 idioma" : `${site.site.languages.length} idiomas (${site.site.languages.join(", ")})`}, ${site.redirects.length} redirecciones`;
}
