import { useWords } from "../page-language";
import { mapHref } from "../../site/format";
import type { MapInfo } from "../../site/types";
import { ExternalLink } from "../external-link";
import { MapSketch } from "./map-sketch";
import "./map-consent.css";

type Props = { map: MapInfo; onAccept: () => void };

/**
 * What stands in the map's place until the visitor asks for it: a compact card (much lower than
 * the map itself, so the page doesn't carry an empty box) with the address, why nothing is loaded
 * yet, "Cargar mapa", and "Abrir en Google Maps", which always works.
 */
export function MapConsent({ map, onAccept }: Props) {
  const words = useWords();
  return (
    <div className="map-consent">
      <MapSketch className="map-consent__sketch" />
      <p className="map-consent__address">{map.address}</p>
      <p className="map-consent__notice">{words.map.notice}</p>
      <p className="map-consent__actions">
        <button type="button" className="button needs-script" onClick={onAccept}>
          {words.map.load}
        </button>
        <ExternalLink href={mapHref(map.address, map.mapUrl)} className="button button--ghost">
          {words.map.open}
        </ExternalLink>
      </p>
    </div>
  );
}
