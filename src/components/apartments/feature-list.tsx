import { Icon } from "../icon";
import { featureIcon } from "./feature-icons";
import { useWords } from "../page-language";
import type { FeatureItem } from "../../site/types";
import "./feature-list.css";

export function FeatureList({ features }: { features: FeatureItem[] }) {
  const words = useWords();
  return (
    <section aria-labelledby="servicios">
      <h2 id="servicios">{words.apartments.features}</h2>
      <ul className="feature-list">
        {features.map((feature) => (
          <li key={feature.id} className="feature-list__item">
            <Icon node={featureIcon(feature.icon)} size={22} />
            {feature.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
