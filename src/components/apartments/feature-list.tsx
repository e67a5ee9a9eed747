import { Icon, type LucideIconNode } from "lucide-react";
import { labels } from "../../labels";
import type { FeatureItem } from "../../site/types";
import "./feature-list.css";

export function FeatureList({ features }: { features: FeatureItem[] }) {
  return (
    <section aria-labelledby="servicios">
      <h2 id="servicios">{labels.apartments.features}</h2>
      <ul className="feature-list">
        {features.map((feature) => (
          <li key={feature.id} className="feature-list__item">
            {/* lucide's drawing (tag and SVG attributes), which lucide-react draws: the same shape, typed apart. */}
            <Icon iconNode={feature.icon as LucideIconNode[]} aria-hidden="true" size={22} />
            {feature.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
