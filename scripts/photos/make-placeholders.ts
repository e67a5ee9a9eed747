/**
 * Remakes the placeholder photo set in photos/ that stands in for the owner's real photos: one
 * folder per apartment plus "edificio" (the building), each image 1800 × 1200 (landscape 3:2,
 * what the real photos will be), named 01.jpg, 02.jpg… as site.yaml lists them, so the owner
 * replaces them one by one.
 *
 * Each is calm scenery that headings can sit on: a soft sky, rolling hills, a village in the
 * apartment's colour with its landmark (the Tozal's lookout, the San Isidro hermitage, the stone
 * bridge, the flour mill's chimney; the building itself for "edificio"), and a small label in the
 * top-right corner ("Mirador · 7"), away from the headings and text laid over photos (the hero's
 * left side, the banners' bottom left) and from the photo slider's counter (bottom right), so a
 * misplaced photo still shows without fighting them.
 *
 *   npx tsx scripts/photos/make-placeholders.ts
 *
 * Deterministic: the same run writes the same pixels.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const WIDTH = 1800;
const HEIGHT = 1200;

type Landmark = "lookout" | "hermitage" | "bridge" | "chimney" | "building";
/** `hue`: the apartment's colour, for its village; `landmark`: what its name stands for. */
type Folder = { dir: string; label: string; count: number; hue: number; landmark: Landmark };

const FOLDERS: Folder[] = [
  { dir: "mirador", label: "Mirador", count: 25, hue: 22, landmark: "lookout" },
  { dir: "san-isidro", label: "San Isidro", count: 26, hue: 275, landmark: "hermitage" },
  { dir: "calicanto", label: "Calicanto", count: 13, hue: 205, landmark: "bridge" },
  { dir: "fabrica-harinas", label: "Fábrica de Harinas", count: 13, hue: 345, landmark: "chimney" },
  { dir: "edificio", label: "Edificio", count: 12, hue: 38, landmark: "building" },
];

/** Small deterministic PRNG (mulberry32) so every run draws the same scene. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Point = [number, number];
const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;

/** A hill line across the picture through `count` points near `base`, rising and falling by up to `amplitude`. */
function ridge(rnd: () => number, base: number, amplitude: number, count: number): Point[] {
  return Array.from({ length: count }, (_, i) => [Math.round((WIDTH * i) / (count - 1)), Math.round(base - rnd() * amplitude)]);
}

/** The height of a ridge at `x` (straight between its points: close enough to place houses on it). */
function ridgeAt(points: readonly Point[], x: number): number {
  const i = Math.min(points.length - 2, Math.max(0, Math.floor((x / WIDTH) * (points.length - 1))));
  const [[x0, y0], [x1, y1]] = [points[i]!, points[i + 1]!];
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/** A filled hill: the ridge smoothed into curves (each point a control point, midpoints on the curve), closed along the bottom. */
function hill(points: readonly Point[], fill: string): string {
  const mid = (a: Point, b: Point): Point => [Math.round((a[0] + b[0]) / 2), Math.round((a[1] + b[1]) / 2)];
  let d = `M0 ${HEIGHT} L${points[0]![0]} ${points[0]![1]}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i]!;
    const [mx, my] = mid(points[i]!, points[i + 1]!);
    d += ` Q${x} ${y} ${mx} ${my}`;
  }
  const last = points.at(-1)!;
  d += ` L${last[0]} ${last[1]} L${WIDTH} ${HEIGHT} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/** A house standing on `ground`: walls, a pitched roof, a window or two. */
function house(rnd: () => number, x: number, ground: number, hue: number): string {
  const w = Math.round(70 + rnd() * 80);
  const h = Math.round(55 + rnd() * 70);
  const roof = Math.round(18 + rnd() * 22);
  const top = ground - h;
  const wall = hsl(hue, 26, 52 + rnd() * 14);
  const parts = [
    `<rect x="${x}" y="${top}" width="${w}" height="${h + 40}" fill="${wall}"/>`,
    `<polygon points="${x - 6},${top} ${x + w / 2},${top - roof} ${x + w + 6},${top}" fill="${hsl(hue, 30, 38)}"/>`,
  ];
  const windows = 1 + Math.floor(rnd() * 2);
  for (let i = 0; i < windows; i++) {
    const wx = Math.round(x + ((i + 1) * w) / (windows + 1) - 8);
    parts.push(`<rect x="${wx}" y="${Math.round(top + h * 0.3)}" width="16" height="22" fill="${hsl(hue, 30, 30)}" opacity="0.45"/>`);
  }
  return parts.join("");
}

/** What the folder's name stands for, drawn at `x` on the ridge, in the village's colour. */
function landmark(kind: Landmark, x: number, ground: number, hue: number): string {
  const dark = hsl(hue, 30, 38);
  const light = hsl(hue, 26, 56);
  switch (kind) {
    case "lookout": // the Tozal's lookout: a slim tower with a railing on top
      return `<rect x="${x}" y="${ground - 190}" width="46" height="230" fill="${light}"/><rect x="${x - 10}" y="${ground - 200}" width="66" height="14" fill="${dark}"/><rect x="${x + 15}" y="${ground - 160}" width="16" height="24" fill="${dark}" opacity="0.5"/>`;
    case "hermitage": // the hermitage on the hill: a small chapel with a bell gable
      return `<rect x="${x}" y="${ground - 90}" width="150" height="130" fill="${light}"/><polygon points="${x - 8},${ground - 90} ${x + 75},${ground - 135} ${x + 158},${ground - 90}" fill="${dark}"/><polygon points="${x + 55},${ground - 125} ${x + 55},${ground - 185} ${x + 75},${ground - 200} ${x + 95},${ground - 185} ${x + 95},${ground - 115}" fill="${light}"/><rect x="${x + 67}" y="${ground - 178}" width="16" height="22" rx="8" fill="${dark}" opacity="0.6"/>`;
    case "chimney": // the flour mill: a long shed and its tall brick chimney
      return `<rect x="${x}" y="${ground - 80}" width="220" height="120" fill="${light}"/><polygon points="${x - 6},${ground - 80} ${x + 110},${ground - 112} ${x + 226},${ground - 80}" fill="${dark}"/><polygon points="${x + 160},${ground - 330} ${x + 190},${ground - 330} ${x + 198},${ground - 100} ${x + 152},${ground - 100}" fill="${dark}"/><rect x="${x + 154}" y="${ground - 340}" width="42" height="14" fill="${dark}"/>`;
    case "building": // the restored building: three floors, a row of windows on each
    {
      const windows = [0, 1, 2].flatMap((floor) => [0, 1, 2, 3, 4].map((i) => `<rect x="${x + 22 + i * 50}" y="${ground - 250 + floor * 80}" width="22" height="38" fill="${dark}" opacity="0.45"/>`));
      return `<rect x="${x}" y="${ground - 280}" width="270" height="320" fill="${light}"/><polygon points="${x - 10},${ground - 280} ${x + 135},${ground - 330} ${x + 280},${ground - 280}" fill="${dark}"/>${windows.join("")}`;
    }
    case "bridge": // drawn across the river, in front of the village: see scene()
      return "";
  }
}

/** The river across the picture at `y`, and the stone bridge over it: a deck on three arches that open onto the water. */
function riverAndBridge(y: number, hue: number): string {
  const water = hsl(205, 32, 68);
  const arches = [0, 1, 2].map((i) => `<path d="M${470 + i * 230} ${y + 70} a90 90 0 0 1 180 0 Z" fill="${water}"/>`);
  return [
    `<rect x="0" y="${y}" width="${WIDTH}" height="140" fill="${water}"/>`,
    `<rect x="420" y="${y - 70}" width="740" height="140" fill="${hsl(hue, 14, 60)}"/>`,
    ...arches,
    `<rect x="400" y="${y - 86}" width="780" height="22" fill="${hsl(hue, 18, 50)}"/>`,
  ].join("");
}

function scene(folder: Folder, index: number): string {
  const rnd = random(folder.hue * 1000 + index * 7919 + folder.count);
  // A few photos of each set at golden hour, the rest by day: the set varies, each picture stays calm.
  const golden = index % 4 === 0;
  const skyHue = golden ? 32 : 200 + rnd() * 14;
  const hillHue = golden ? 55 : 80 + rnd() * 20;
  const horizon = HEIGHT * (0.5 + rnd() * 0.08);

  const far = ridge(rnd, horizon, 110, 6);
  const middle = ridge(rnd, horizon + 140, 90, 7);
  // By the river (Calicanto) the near bank is low, below the water; elsewhere a hill.
  const riverAt = Math.round(horizon + 280);
  const near = folder.landmark === "bridge" ? ridge(rnd, riverAt + 150, 30, 5) : ridge(rnd, horizon + 330, 70, 5);

  // The village sits on the middle hill, right of centre: headings over photos are on the left.
  const village: string[] = [];
  const start = WIDTH * (0.44 + rnd() * 0.08);
  const landmarkAt = Math.round(start + rnd() * 120);
  let x = start;
  const houses = 5 + Math.floor(rnd() * 4);
  for (let i = 0; i < houses && x < WIDTH - 120; i++) {
    const at = Math.round(x);
    village.push(house(rnd, at, Math.round(ridgeAt(middle, at + 60) + 30), folder.hue + (rnd() - 0.5) * 16));
    x += 80 + rnd() * 90;
  }
  const mark = landmark(folder.landmark, landmarkAt, Math.round(ridgeAt(middle, landmarkAt + 60) + 20), folder.hue);

  const sun: Point = [Math.round(WIDTH * (0.58 + rnd() * 0.3)), Math.round(HEIGHT * (0.14 + rnd() * 0.14))];
  const text = `${folder.label} · ${index}`;
  // DejaVu Sans is about 0.55 em a character: the pill fits the text, centred in it, in the top-right corner.
  const fontSize = 30;
  const pill = Math.ceil(text.length * 0.55 * fontSize) + 40;
  const river = folder.landmark === "bridge" ? riverAndBridge(riverAt, folder.hue) : "";

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(skyHue, golden ? 45 : 38, golden ? 74 : 72)}"/>
      <stop offset="1" stop-color="${hsl(skyHue + (golden ? 8 : -170), golden ? 55 : 35, 88)}"/>
    </linearGradient>
    <radialGradient id="glow">
      <stop offset="0" stop-color="${hsl(45, 90, 96)}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${hsl(45, 90, 96)}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sun[0]}" cy="${sun[1]}" r="260" fill="url(#glow)"/>
  <circle cx="${sun[0]}" cy="${sun[1]}" r="62" fill="${hsl(45, 85, 94)}" opacity="0.85"/>
  ${hill(far, hsl(skyHue - 10, 16, 76))}
  ${village.join("\n  ")}
  ${mark}
  ${hill(middle, hsl(hillHue, 22, 60))}
  ${river}
  ${hill(near, hsl(hillHue + 5, 26, 47))}
  <rect x="${WIDTH - 32 - pill}" y="32" width="${pill}" height="52" rx="26" fill="rgba(0,0,0,0.35)"/>
  <text x="${WIDTH - 32 - pill / 2}" y="${32 + 36}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#fff" text-anchor="middle">${text}</text>
</svg>`;
}

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, "../../photos");
  for (const folder of FOLDERS) {
    await mkdir(path.join(root, folder.dir), { recursive: true });
    for (let i = 1; i <= folder.count; i++) {
      const file = path.join(root, folder.dir, `${String(i).padStart(2, "0")}.jpg`);
      await sharp(Buffer.from(scene(folder, i))).jpeg({ quality: 72, mozjpeg: true }).toFile(file);
    }
  }
}

await main();
