import { PageBanner } from "../components/layout/page-banner";
import { PhotoGrid } from "../components/media/photo-grid";
import { pageMeta } from "../site/meta";
import { galleryData, pageInfo, pathOf } from "../site/page-data";
import type { Route } from "./+types/gallery-page";

export function loader({ request }: Route.LoaderArgs) {
  return { page: pageInfo(pathOf(request)), ...galleryData() };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function GalleryPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section">
        <PhotoGrid photos={data.photos} />
      </div>
    </>
  );
}
