import { PageLink } from "../page-link";
import type { ReviewsBlock } from "../../site/types";
import { ReviewCards } from "./review-cards";

/**
 * A selection of guest reviews (the home page's, an apartment's): the heading, what the selection
 * is, the reviews, how every review was chosen and checked (the law asks for it beside each
 * selection), and the page with all of them.
 */
export function ReviewsSection({ block, headingId, className }: { block: ReviewsBlock; headingId: string; className?: string }) {
  return (
    <section className={className ? `reviews ${className}` : "reviews"} aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <p className="reviews__intro">{block.intro}</p>
      {block.ratings.length > 0 ? <p className="reviews__overall">{block.ratings.join(" · ")}</p> : null}
      <ReviewCards reviews={block.reviews} />
      <p className="reviews__about">{block.about.join(" ")}</p>
      {block.all ? (
        <p className="reviews__all">
          <PageLink to={block.all.href}>{block.all.label}</PageLink>
        </p>
      ) : null}
    </section>
  );
}
