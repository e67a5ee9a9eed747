import { useEffect, useRef, useState } from "react";
import { fill } from "../../labels/dictionary";
import { useWords } from "../page-language";
import { mapHref } from "../../site/format";
// The key is kept where the storage page lists it.
import { MAP_CONSENT_KEY } from "../../site/browser-storage";
import type { MapInfo } from "../../site/types";
import { ExternalLink } from "../external-link";
import { MapConsent } from "./map-consent";
import { useIsPreview } from "../page-preview";
import "./map-slot.css";

/** The visitor's choice for this visit; a browser that blocks storage simply doesn't remember it. */
const consent = {
  given(): boolean {
    try {
      return window.sessionStorage.getItem(MAP_CONSENT_KEY) === "1";
    } catch {
      return false;
    }
  },
  give(): void {
    try {
      window.sessionStorage.setItem(MAP_CONSENT_KEY, "1");
    } catch {
      // Not remembered: the map still loads now.
    }
  },
};

function embedUrl(map: MapInfo): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(map.address)}&ll=${map.latitude},${map.longitude}&z=15&output=embed`;
}

/**
 * The building on a map, consent first: nothing is requested from the map
 * provider until the visitor presses "Cargar mapa" (remembered for the visit).
 * The address and a link to open it in Google Maps work always; until the map is asked for, a
 * compact card stands in its place (MapConsent). A preview of the page (page-preview.ts) never
 * loads it, whatever the visit chose.
 */
export function MapSlot({ map }: { map: MapInfo }) {
  const words = useWords();
  const preview = useIsPreview();
  const [loaded, setLoaded] = useState<"no" | "remembered" | "pressed">("no");
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration: the prerendered HTML can't know this visit's choice
    if (!preview && consent.given()) setLoaded("remembered");
  }, [preview]);
  // The button the visitor pressed is gone: focus goes to the map that took its place.
  useEffect(() => {
    if (loaded === "pressed") frame.current?.focus();
  }, [loaded]);
  const load = (): void => {
    if (preview) return;
    consent.give();
    setLoaded("pressed");
  };
  return (
    <section className="section map-slot" aria-labelledby="como-llegar">
      <div className="container">
        <h2 id="como-llegar" className="section-title">
          {words.map.heading}
        </h2>
        {loaded === "no" ? (
          <MapConsent map={map} onAccept={load} />
        ) : (
          <>
            <div className="map-slot__frame">
              {/* No referrerPolicy of its own: the site's (strict-origin-when-cross-origin) tells the provider the site, not the page. */}
              <iframe ref={frame} title={fill(words.map.frameTitle, { place: map.address })} src={embedUrl(map)} loading="lazy" allowFullScreen />
            </div>
            <p className="map-slot__below">
              {map.address} · <ExternalLink href={mapHref(map.address, map.mapUrl)}>{words.map.open}</ExternalLink>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
