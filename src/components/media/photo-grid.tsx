import type { Picture } from "../../site/types";
import { ResponsiveImage } from "./responsive-image";
import "./photo-grid.css";

/** Delay between one photo's entrance and the next, capped so the last ones don't wait long. */
const STAGGER_MS = 60;
const MAX_DELAY_MS = 900;

/** Every gallery photo in a grid, appearing one after another. */
export function PhotoGrid({ photos }: { photos: Picture[] }) {
  return (
    <ul className="photo-grid">
      {photos.map((photo, i) => (
        <li key={photo.src} className="photo-grid__item" style={{ animationDelay: `${Math.min(i * STAGGER_MS, MAX_DELAY_MS)}ms` }}>
          <ResponsiveImage picture={photo} sizes="(max-width: 640px) 50vw, (max-width: 1200px) 33vw, 290px" className="photo-grid__image" />
        </li>
      ))}
    </ul>
  );
}
