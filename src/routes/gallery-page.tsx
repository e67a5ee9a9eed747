import { PageBanner } from "../components/layout/page-banner";
import { PhotoGrid } from "../components/media/photo-grid";
import { useGalleryLightbox } from "../components/media/use-gallery-lightbox";
import { useWords } from "../components/page-language";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { galleryData } from "../site/page-data/gallery";
import { languageOf, pathOf } from "../site/routing";
import type { Route } from "./+types/gallery-page";

export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), ...galleryData(languageOf(path)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function GalleryPage({ loaderData: data }: Route.ComponentProps) {
  const words = useWords();
  const { host, open, prepare } = useGalleryLightbox(data.photos, data.licenseKey, words.gallery.lightbox);
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section" ref={host}>
        <PhotoGrid photos={data.photos} onOpen={open} onIntent={prepare} />
      </div>
    </>
  );
}
