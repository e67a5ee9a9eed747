/**
 * How wide the hero's photos are drawn, for the browser to pick a variant: the photo covers a box
 * at least clamp(440px, 78vh, 760px) high (hero.css), so on a phone a 3:2 photo is drawn about
 * 1.5 times that height wide — some 950 px on a 375 px screen — not the screen's width.
 */
export const HERO_SIZES = "max(100vw, calc(clamp(440px, 78vh, 760px) * 1.5))";
