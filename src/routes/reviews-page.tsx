import { PageLink } from "../components/page-link";
import { PageBanner } from "../components/layout/page-banner";
import { ReviewCards } from "../components/reviews/review-cards";
import { pageMeta } from "../site/meta";
import { pageInfo } from "../site/page-info";
import { reviewsData } from "../site/page-data/reviews";
import { languageOf, pathOf } from "../site/routing";
import type { Route } from "./+types/reviews-page";
import "../components/reviews/reviews.css";
import "./reviews-page.css";

export function loader({ request }: Route.LoaderArgs) {
  const path = pathOf(request);
  return { page: pageInfo(path), ...reviewsData(languageOf(path)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

/** Every guest review, by apartment, under what says how they were chosen and checked. */
export default function ReviewsPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageBanner page={data.page} />
      <div className="container section reviews-page">
        <div className="reviews-page__about">
          {data.ratings.length > 0 ? <p className="reviews__overall">{data.ratings.join(" · ")}</p> : null}
          {data.about.map((sentence, i) => (
            <p key={i}>{sentence}</p>
          ))}
        </div>
        {data.groups.map((group) => (
          <section key={group.id} className="reviews-page__group" aria-labelledby={group.id}>
            <h2 id={group.id} className="reviews-page__heading">
              {group.href ? <PageLink to={group.href}>{group.name}</PageLink> : group.name} <span className="reviews-page__count">{group.count}</span>
            </h2>
            <ReviewCards reviews={group.reviews} />
          </section>
        ))}
      </div>
    </>
  );
}
