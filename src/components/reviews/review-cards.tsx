import { ExternalLink } from "../external-link";
import type { ReviewCard } from "../../site/types";

/**
 * Guest reviews, each a quotation with its attribution: what the guest wrote, in its language, and
 * beside it its translation into the page's, marked as one; who, when, where, the source and its
 * rating, and a link to the original. Every text comes ready from the page's data.
 */
export function ReviewCards({ reviews }: { reviews: ReviewCard[] }) {
  return (
    <ul className="review-cards">
      {reviews.map((review, i) => (
        <li key={i}>
          <figure className="review">
            <blockquote className="review__text" cite={review.link?.href} lang={review.lang}>
              <p>{review.text}</p>
            </blockquote>
            {review.translation ? (
              <div className="review__translation">
                <p className="review__translation-note">{review.translation.note}</p>
                <p>{review.translation.text}</p>
              </div>
            ) : null}
            <figcaption className="review__by">
              <span className="review__guest">{review.byline}</span>
              <span className="review__source">
                {review.source}
                {review.link ? (
                  <>
                    {" · "}
                    <ExternalLink href={review.link.href}>{review.link.label}</ExternalLink>
                  </>
                ) : null}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
