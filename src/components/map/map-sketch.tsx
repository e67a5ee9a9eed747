/**
 * A drawn hint of a map: a few streets, a park and a river in the site's sand tones, and a pin in
 * the middle. Drawn here, inline, so the map's place on the page looks like a map before the
 * visitor asks for the real one, without anything fetched from anywhere. Decorative: the address
 * beside it says where.
 */
export function MapSketch({ className }: { className: string }) {
  return (
    <div className={`map-sketch ${className}`} aria-hidden="true">
      {/* "slice": the drawing fills any box, a phone's small tile or a wide panel, centred on the pin. */}
      <svg className="map-sketch__streets" viewBox="0 0 480 280" preserveAspectRatio="xMidYMid slice" focusable="false">
        <rect className="map-sketch__ground" width="480" height="280" />
        <rect className="map-sketch__park" x="292" y="22" width="126" height="78" rx="16" />
        <rect className="map-sketch__park" x="54" y="182" width="84" height="58" rx="14" />
        <path className="map-sketch__river" d="M-20 258 C 70 228 150 282 250 250 S 420 214 500 236" />
        <g className="map-sketch__lane">
          <path d="M-10 40 L 490 66" />
          <path d="M-10 208 L 490 176" />
          <path d="M70 -10 L 96 290" />
          <path d="M318 -10 L 300 290" />
          <path d="M420 -10 L 432 290" />
        </g>
        <g className="map-sketch__road">
          <path d="M-10 118 L 490 128" />
          <path d="M196 -10 L 176 290" />
          <path d="M-10 290 C 120 200 300 120 490 10" />
        </g>
      </svg>
      <svg className="map-sketch__pin" viewBox="0 0 24 32" focusable="false">
        <path d="M12 1C6 1 1 5.8 1 11.8 1 19.8 12 31 12 31s11-11.2 11-19.2C23 5.8 18 1 12 1z" />
        <circle cx="12" cy="12" r="4.2" />
      </svg>
    </div>
  );
}
