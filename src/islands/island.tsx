import type { ComponentProps, ComponentType } from "react";
import type { IslandComponent, IslandName } from "./island-parts";

/**
 * When an island's code comes and it hydrates: after the page's load event (`load`: the parts a
 * traveller may touch at once, the photos' slider, the forms), at the browser's first idle moment
 * after that (`idle`: the menu, the map's consent), or as the visitor comes within a screen of it
 * (`near`: parts far down). A press or a focus inside an island brings it at once, whatever it waits for.
 */
export type IslandWhen = "load" | "idle" | "near";

type Props<Name extends IslandName> = {
  /** The part's name in the islands' table (island-parts.ts), by which the browser loads its code. */
  name: Name;
  /** The same component the table loads: drawn here, by the build, into the page's HTML. */
  component: IslandComponent<Name>;
  /** Its props: written into the page as JSON, read back by the browser to hydrate it. */
  props: ComponentProps<IslandComponent<Name>>;
  when: IslandWhen;
};

/**
 * A part of a prerendered page that a traveller can touch, hydrated in a root of its own; the rest
 * of the page is static HTML that no script ever goes through (docs/decisions/054-islands.md).
 * The build draws the part inside a box (`display: contents`, no box of its own in the layout)
 * that names it and carries its props; the page's script (src/entry.client.tsx) hydrates the box
 * when `when` says. The part must draw the same from the same props on both sides: no `useId`
 * (its ids depend on where the part sits in the tree, which differs between the page and its root).
 */
export function Island<Name extends IslandName>({ name, component, props, when }: Props<Name>) {
  // A component type from the table, drawn with its own props: TypeScript can't relate the two through the name.
  const Part = component as ComponentType<object>;
  // Drawn by the browser itself (the editor's preview), not by the build: there is nothing to hydrate, it is live.
  const live = typeof window === "undefined" ? undefined : "";
  return (
    <div className="island" data-island={name} data-when={when} data-props={JSON.stringify(props)} data-live={live}>
      <Part {...(props as object)} />
    </div>
  );
}
