import { Link } from "react-router";
import { PageBanner } from "../components/layout/page-banner";
import { labels } from "../labels";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { onwardLinks } from "../site/pages/not-found";
import { NOT_FOUND_PATH } from "../site/output-names";
import type { Route } from "./+types/not-found-page";

// Prerendered once, at /404; the build turns it into 404.html, served with status 404 for any unknown path.
export function loader() {
  return { page: pageInfo(NOT_FOUND_PATH), links: onwardLinks() };
}

// Served at any unknown address: no canonical or og:url that would claim one.
export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.page).filter((tag) => !("rel" in tag) && !("property" in tag && tag.property === "og:url")),
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section prose">
        <p>{labels.notFound.text}</p>
        <ul>
          {data.links.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
