import { pictureSrc, pictureSrcSet } from "../../site/picture-sources";
import type { Picture } from "../../site/types";

type Props = {
  picture: Picture;
  /** Rendered width on screen, for the browser to pick a variant: "(max-width: 991px) 100vw, 400px". */
  sizes: string;
  /** Only the likely largest paint of the page loads eagerly, with high priority. */
  priority?: boolean;
  /** Loads eagerly at normal priority: a photo in view at once that is not the largest paint. */
  eager?: boolean;
  className?: string;
};

/** An <img> with responsive sources and intrinsic size, painted in its dominant colour while it loads. */
export function ResponsiveImage({ picture, sizes, priority = false, eager = false, className }: Props) {
  return (
    <img
      className={className}
      src={pictureSrc(picture)}
      srcSet={pictureSrcSet(picture)}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      style={{ backgroundColor: picture.color }}
    />
  );
}
