import SlickModule from "react-slick";
import "slick-carousel/slick/slick.css";

/**
 * react-slick's default export arrives wrapped in an object under Vite 8's
 * CommonJS interop (and not in every other context): unwrap it once, here.
 */
export const Slick = (SlickModule as unknown as { default?: typeof SlickModule }).default ?? SlickModule;
