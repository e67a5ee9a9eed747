import { PageBanner } from "../components/layout/page-banner";
import { PhotoGrid } from "../components/media/photo-grid";
import { ServedAsIs } from "../components/served-as-is";
import { GalleryLightbox } from "../components/media/gallery-lightbox";
import { Island } from "../islands/island";
import { usePageLanguage } from "../components/page-language";
import { plural } from "../labels/dictionary";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { galleryData } from "../site/page-data/gallery";
import { languageOf, pathOf } from "../site/routing";
import type { Route } from "./+types/gallery-page";
import "./gallery-page.css";

export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), ...galleryData(languageOf(path)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

/** Each section of the gallery under its heading with its count: static HTML. */
function GallerySections({ sections, photos }: Pick<Route.ComponentProps["loaderData"], "sections" | "photos">) {
  const { words, locale } = usePageLanguage();
  return sections.map((section) => (
    <section key={section.id} className="gallery__section" aria-labelledby={section.id}>
      <h2 id={section.id} className="gallery__title">
        {section.title} <span className="gallery__count">{plural(words.gallery.count, section.count, locale)}</span>
      </h2>
      <PhotoGrid photos={photos.slice(section.first, section.first + section.count)} first={section.first} />
    </section>
  ));
}

/** The gallery: an introduction, then each section of site.yaml under its heading with its count; one viewer goes through them all. */
export default function GalleryPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section gallery">
        {data.intro ? <p className="gallery__intro">{data.intro}</p> : null}
        {/* Headings and photos, static HTML (each photo a link to its large version); the viewer,
            an island that draws nothing, opens them in the lightbox. */}
        <ServedAsIs id="fotos">
          <GallerySections sections={data.sections} photos={data.photos} />
        </ServedAsIs>
        <Island name="lightbox" component={GalleryLightbox} props={{ hostId: "fotos", photos: data.photos, licenseKey: data.licenseKey }} when="load" />
      </div>
    </>
  );
}
