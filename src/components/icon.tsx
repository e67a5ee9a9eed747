import { createElement } from "react";
import type { IconNode } from "lucide";

/**
 * A Lucide icon, drawn from its data (the `lucide` package: the same drawings lucide-react
 * renders) with lucide's default attributes. Always decorative: the text beside it says what it
 * means. Rendering the data here instead of through lucide-react keeps its runtime (about
 * 1.5 KB gzip) off every page (the JavaScript budget of `npm run bench`).
 */
export function Icon({ node, size = 24 }: { node: IconNode; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
