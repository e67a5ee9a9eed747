import { ExternalLink } from "../external-link";
import type { ReviewCard } from "../../site/types";

/**
 * Guest reviews, each with its attribution: what the guest wrote in the page's language first —
 * as written, or the owner's translation, said to be one — and then, for a translation, the
 * guest's own words as a quotation in their language; who, when, where, the source and its
 * rating, and a link to the original. Every text comes ready from the page's data.
 */
export function ReviewCards({ reviews }: { reviews: ReviewCard[] }) {
  return (
    <ul className="review-cards">
      {reviews.map((review, i) => (
        <li key={i}>
          <figure className="review">
            {review.original ? (
              <>
                <p className="review__translation-note">{review.original.note}</p>
                <div className="review__text">
                  <p>{review.text}</p>
                </div>
                <div className="review__translation">
                  <p className="review__translation-note">{review.original.label}</p>
                  <blockquote className="review__original" cite={review.link?.href} lang={review.original.lang}>
                    <p>{review.original.text}</p>
                  </blockquote>
                </div>
              </>
            ) : (
              <blockquote className="review__text" cite={review.link?.href} lang={review.lang}>
                <p>{review.text}</p>
              </blockquote>
            )}
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
