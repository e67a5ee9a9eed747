import type { ComponentType } from "react";
import type { Words } from "../labels/dictionary";

/**
 * Every part of the site's pages that hydrates, by the name the page writes (`data-island`), and
 * how the browser loads its code: the one list of them. A page names only its own (island.tsx);
 * the browser loads a part's code only when that page has it, when it's due.
 * The owner's editor is not here: its page has a script of its own (editor-entry.ts), so that no
 * public page's script even names the editor's code.
 */
export const islandParts = {
  header: () => import("../components/layout/header").then((module) => module.Header),
  "back-to-top": () => import("../components/layout/back-to-top").then((module) => module.BackToTop),
  hero: () => import("../components/home/hero").then((module) => module.Hero),
  figures: () => import("../components/home/figures-band").then((module) => module.FiguresBand),
  "stay-search": () => import("../components/stay-search/stay-search").then((module) => module.StaySearch),
  "photo-slider": () => import("../components/media/photo-slider").then((module) => module.PhotoSlider),
  "stay-summary": () => import("../components/apartments/stay-summary").then((module) => module.StaySummaryLine),
  "booking-side": () => import("../components/booking-form/booking-side").then((module) => module.BookingSide),
  "calendar-head": () => import("../components/apartments/availability-calendar").then((module) => module.AvailabilityHead),
  map: () => import("../components/map/map-slot").then((module) => module.MapSlot),
  lightbox: () => import("../components/media/gallery-lightbox").then((module) => module.GalleryLightbox),
};

/** The parts the public pages' script knows. */
export type IslandName = keyof typeof islandParts | "editor";

/**
 * The editor page's one island (its script: editor-entry.ts, src/routes/editor-start.tsx), by its
 * props: its type taken from its module would put the whole editor in this file's imports.
 */
type EditorPart = ComponentType<{ words: Words["editor"] }>;

/** The component a part's name stands for. */
export type IslandComponent<Name extends IslandName> = Name extends keyof typeof islandParts ? Awaited<ReturnType<(typeof islandParts)[Name]>> : EditorPart;
