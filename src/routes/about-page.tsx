import { PageBanner } from "../components/layout/page-banner";
import { ResponsiveImage } from "../components/media/responsive-image";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { aboutData } from "../site/page-data/about";
import { languageOf, pathOf } from "../site/routing";
import { useWords } from "../components/page-language";
import { fill } from "../labels/dictionary";
import type { Route } from "./+types/about-page";
import "./about-page.css";

export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), ...aboutData(languageOf(path)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function AboutPage({ loaderData: data }: Route.ComponentProps) {
  const words = useWords();
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section about">
        {/* The page's heading is the banner's: the page's name from site.yaml, as in the menu and the title. */}
        <div className="about__text prose">
          {data.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          <p className="about__byline">{fill(words.about.byline, { name: data.historian.name, role: data.historian.role })}</p>
        </div>
        <div className="about__images">
          {data.images.map((image) => (
            <figure key={image.stem} className="about__figure">
              <ResponsiveImage picture={image} sizes="(max-width: 991px) 100vw, 420px" />
              <figcaption>{image.caption}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </>
  );
}
