import { MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { labels } from "../../labels";
import { mapsSearchHref } from "../../site/format";
import type { MapInfo } from "../../site/types";
import { ExternalLink } from "../external-link";
import "./map-slot.css";

const CONSENT_KEY = "mapa-aceptado";

function embedUrl(map: MapInfo): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(map.query)}&ll=${map.latitude},${map.longitude}&z=15&output=embed`;
}

/**
 * The building on a map, consent first: nothing is requested from the map
 * provider until the visitor presses "Cargar mapa" (remembered for the visit).
 * The address and a link to open it in Google Maps work always.
 */
export function MapSlot({ map }: { map: MapInfo }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (window.sessionStorage.getItem(CONSENT_KEY) === "1") setLoaded(true);
  }, []);
  const load = (): void => {
    window.sessionStorage.setItem(CONSENT_KEY, "1");
    setLoaded(true);
  };
  return (
    <section className="section map-slot" aria-labelledby="como-llegar">
      <div className="container">
        <h2 id="como-llegar" className="section-title">
          {labels.map.heading}
        </h2>
        <div className="map-slot__frame">
          {loaded ? (
            <iframe title={labels.map.frameTitle(map.address)} src={embedUrl(map)} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
          ) : (
            <div className="map-slot__consent">
              <MapPin aria-hidden="true" size={36} />
              <p className="map-slot__address">{map.address}</p>
              <p className="map-slot__notice">{labels.map.notice}</p>
              <p className="map-slot__actions">
                <button type="button" className="button" onClick={load}>
                  {labels.map.load}
                </button>
                <ExternalLink href={mapsSearchHref(map.query)} className="button button--ghost">
                  {labels.map.open}
                </ExternalLink>
              </p>
            </div>
          )}
        </div>
        {loaded ? (
          <p className="map-slot__below">
            {map.address} · <ExternalLink href={mapsSearchHref(map.query)}>{labels.map.open}</ExternalLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
