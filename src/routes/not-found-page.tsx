import { WayOn } from "../components/layout/way-on";
import { useWords } from "../components/page-language";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { notFoundData } from "../site/page-data/not-found";
import { languageOf, notFoundPathIn, pathOf } from "../site/routing";
import type { Route } from "./+types/not-found-page";

// Prerendered once per language, at /404 and /en/404; the build turns them into 404.html and
// en/404.html, served with status 404 for any unknown path (under /en/, the English one).
export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  const language = languageOf(path);
  return { page: pageInfo(notFoundPathIn(language)), ...notFoundData(language) };
}

// Served at any unknown address: no canonical or og:url that would claim one.
export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.page).filter((tag) => !("rel" in tag) && !("property" in tag && tag.property === "og:url")),
  { name: "robots", content: "noindex" },
];

/** Why the page isn't there, the main pages as buttons, and the apartments as cards. */
export default function NotFoundPage({ loaderData: data }: Route.ComponentProps) {
  const words = useWords();
  return <WayOn page={data.page} text={words.notFound.text} links={data.links} heading={words.notFound.apartments} apartments={data.apartments} />;
}
