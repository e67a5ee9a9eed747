/** The source of a review sent to the owner directly, not through a platform: `source: directo` in site.yaml. */
export const DIRECT_SOURCE = "directo";

/** How many reviews a page other than the reviews page shows: the most recent ones. */
export const REVIEWS_SHOWN = 3;
