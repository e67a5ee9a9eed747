import { PageLink } from "../page-link";
import { useWords } from "../page-language";
import type { PageInfo } from "../../site/types";
import { ResponsiveImage } from "../media/responsive-image";
import "./page-banner.css";

/** The top of every inner page: a photo band with the page's heading and breadcrumb trail. */
export function PageBanner({ page, heading }: { page: PageInfo; heading?: string }) {
  const words = useWords();
  const last = page.crumbs.length - 1;
  return (
    <div className="page-banner">
      <ResponsiveImage picture={page.banner} sizes="100vw" className="page-banner__image" priority />
      <div className="page-banner__content container">
        <h1 className="page-banner__title">{heading ?? page.crumbs[last]?.label}</h1>
        <nav aria-label={words.breadcrumb}>
          <ol className="breadcrumb">
            {page.crumbs.map((crumb, i) => (
              <li key={crumb.path}>{i === last ? <span aria-current="page">{crumb.label}</span> : <PageLink to={crumb.path}>{crumb.label}</PageLink>}</li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}
