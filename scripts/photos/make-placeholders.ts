/**
 * Remakes the placeholder photo set in photos/ that stands in for the owner's
 * real photos: one folder per apartment plus "edificio" (the building), each
 * image landscape, 1800 × 1200: calm scenery in its own palette with a small
 * label in the top right corner ("Mirador · 7"), so a misplaced photo can be
 * found without a large text fighting the headings laid over it. Same file
 * names as the owner's photos: replace them one by one.
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

type Folder = { dir: string; label: string; count: number; hues: [number, number] };

const FOLDERS: Folder[] = [
  { dir: "mirador", label: "Mirador", count: 25, hues: [28, 200] },
  { dir: "san-isidro", label: "San Isidro", count: 26, hues: [95, 45] },
  { dir: "calicanto", label: "Calicanto", count: 13, hues: [190, 20] },
  { dir: "fabrica-harinas", label: "Fábrica de Harinas", count: 13, hues: [350, 60] },
  { dir: "edificio", label: "Edificio", count: 12, hues: [40, 220] },
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

/** A smooth ridge line across the image: a few sine waves, closed down to the bottom edge. */
function ridge(rnd: () => number, base: number, amplitude: number): string {
  const waves = [0, 1, 2].map((i) => ({ length: 500 + rnd() * 900 / (i + 1), phase: rnd() * Math.PI * 2, height: amplitude / (i + 1) }));
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += 30) {
    const y = base - waves.reduce((sum, wave) => sum + wave.height * Math.sin((x / wave.length) * Math.PI * 2 + wave.phase), 0);
    points.push(`${x},${y.toFixed(0)}`);
  }
  return `M0,${HEIGHT} L${points.join(" L")} L${WIDTH},${HEIGHT} Z`;
}

/** A village on the nearest ridge: plain houses with pitched roofs, in the folder's own hue. */
function village(rnd: () => number, hue: number, ground: number): string {
  const houses: string[] = [];
  const count = 5 + Math.floor(rnd() * 4);
  let x = 180 + rnd() * 500;
  for (let i = 0; i < count && x < WIDTH - 200; i++) {
    const w = 90 + rnd() * 110;
    const h = 70 + rnd() * 120;
    const top = ground - h;
    const light = 62 + rnd() * 14;
    houses.push(
      `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${w.toFixed(0)}" height="${(h + 40).toFixed(0)}" fill="hsl(${hue} 22% ${light.toFixed(0)}%)"/>`,
      `<path d="M${(x - 10).toFixed(0)},${top.toFixed(0)} L${(x + w / 2).toFixed(0)},${(top - 26 - rnd() * 20).toFixed(0)} L${(x + w + 10).toFixed(0)},${top.toFixed(0)} Z" fill="hsl(14 38% ${(light - 20).toFixed(0)}%)"/>`,
      `<rect x="${(x + w * 0.3).toFixed(0)}" y="${(top + h * 0.35).toFixed(0)}" width="${(w * 0.16).toFixed(0)}" height="${(h * 0.24).toFixed(0)}" fill="hsl(${hue} 18% ${(light - 26).toFixed(0)}%)"/>`,
    );
    x += w + 4 + rnd() * 60;
  }
  return houses.join("\n  ");
}

/**
 * Calm placeholder scenery: a soft sky, three hills fading into the distance, a small village in
 * the folder's hue, and a small label in the top right corner ("Mirador · 7") — readable when
 * looked for, never a large text under the headings laid over the photo.
 */
function scene(folder: Folder, index: number): string {
  const rnd = random(folder.hues[0] * 1000 + index * 7919);
  const [h1, h2] = folder.hues;
  const sky = (h1 + index * 7) % 360;
  const horizon = HEIGHT * (0.5 + rnd() * 0.12);
  const far = ridge(rnd, horizon, 60);
  const middle = ridge(rnd, horizon + 150, 70);
  const near = ridge(rnd, horizon + 330, 50);
  const text = `${folder.label} · ${index}`;
  const fontSize = 34;
  const labelWidth = Math.ceil(text.length * 0.62 * fontSize) + 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${sky} 38% 74%)"/>
      <stop offset="1" stop-color="hsl(${(sky + 25) % 360} 40% 90%)"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${(300 + rnd() * 1200).toFixed(0)}" cy="${(160 + rnd() * 160).toFixed(0)}" r="70" fill="hsl(42 85% 92%)" opacity="0.85"/>
  <path d="${far}" fill="hsl(${h2} 16% 70%)"/>
  <path d="${middle}" fill="hsl(${h2} 20% 56%)"/>
  ${village(rnd, h1, horizon + 250)}
  <path d="${near}" fill="hsl(${h2} 24% 42%)"/>
  <rect x="${WIDTH - labelWidth - 28}" y="28" width="${labelWidth}" height="56" rx="10" fill="rgba(0,0,0,0.38)"/>
  <text x="${WIDTH - 28 - 18}" y="${28 + 39}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#fff" text-anchor="end">${text}</text>
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
