import type { Picture } from "../../site/types";
import { ResponsiveImage } from "./responsive-image";

/** The apartment's main photo. */
export function PhotoSlot({ photos }: { name: string; photos: Picture[] }) {
  const first = photos[0];
  if (!first) return null;
  return <ResponsiveImage picture={first} sizes="(max-width: 991px) 100vw, 800px" className="photo-slot" />;
}
