import { ExternalLink } from "../external-link";
import type { ReviewCard } from "../../site/types";

/**
 * Guest reviews, each a quotation with its attribution: what the guest wrote (or its translation,
 * marked, with the original a tap away, without scripts too), who, when, where, the source and its
 * rating, and a link to the original. Every text comes ready from the page's data.
 */
export function ReviewCards({ reviews }: { reviews: ReviewCard[] }) {
  return (
    <ul className="review-cards">
      {reviews.map((review, i) => (
        <li key={i}>
          <figure className="review">
            <blockquote className="review__text" cite={review.original?.href} lang={review.lang}>
              <p>{review.text}</p>
            </blockquote>
            {review.translation ? (
              <details className="review__translation">
                <summary>
                  {review.translation.note} · {review.translation.show}
                </summary>
                <p lang={review.translation.lang}>{review.translation.original}</p>
              </details>
            ) : null}
            <figcaption className="review__by">
              <span className="review__guest">{review.byline}</span>
              <span className="review__source">
                {review.source}
                {review.original ? (
                  <>
                    {" · "}
                    <ExternalLink href={review.original.href}>{review.original.label}</ExternalLink>
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
