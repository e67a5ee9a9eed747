/**
 * Remakes the placeholder photo set in photos/ that stands in for the owner's
 * real photos: one folder per apartment plus "edificio" (the building), each
 * image landscape, 1800 × 1200, with its own palette and a visible label
 * ("Mirador · 7") so a misplaced photo is obvious on the page.
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

function scene(folder: Folder, index: number): string {
  const rnd = random(folder.hues[0] * 1000 + index * 7919);
  const [h1, h2] = folder.hues;
  const hue = (h1 + index * 9) % 360;
  const horizon = Math.round(HEIGHT * (0.45 + rnd() * 0.2));
  const blocks: string[] = [];
  for (let i = 0; i < 7; i++) {
    const w = 160 + rnd() * 320;
    const h = 180 + rnd() * 420;
    const x = rnd() * (WIDTH - w);
    const light = 35 + rnd() * 40;
    blocks.push(
      `<rect x="${x.toFixed(0)}" y="${(horizon - h).toFixed(0)}" width="${w.toFixed(0)}" height="${(h + HEIGHT - horizon).toFixed(0)}" rx="6" fill="hsl(${(h2 + i * 11) % 360} 30% ${light.toFixed(0)}%)" opacity="0.9"/>`,
    );
    for (let r = 0; r < 3; r++) {
      blocks.push(
        `<rect x="${(x + 24 + r * (w / 3)).toFixed(0)}" y="${(horizon - h + 40).toFixed(0)}" width="${(w / 5).toFixed(0)}" height="${(h / 4).toFixed(0)}" fill="hsl(${hue} 60% 85%)" opacity="0.55"/>`,
      );
    }
  }
  const text = `${folder.label} · ${index}`;
  // The dark band fits the label: DejaVu Sans Bold is about 0.64 em a character; long names get a smaller size.
  const fontSize = Math.min(110, Math.floor(1560 / (text.length * 0.64)));
  const band = Math.max(1040, Math.ceil(text.length * 0.64 * fontSize) + 120);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 55% 72%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 30) % 360} 45% 88%)"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${(200 + rnd() * 1400).toFixed(0)}" cy="${(120 + rnd() * 200).toFixed(0)}" r="90" fill="hsl(45 90% 80%)" opacity="0.8"/>
  <rect y="${horizon}" width="100%" height="${HEIGHT - horizon}" fill="hsl(${h2} 25% 40%)"/>
  ${blocks.join("\n  ")}
  <rect x="${WIDTH / 2 - band / 2}" y="${HEIGHT / 2 - 110}" width="${band}" height="220" rx="24" fill="rgba(0,0,0,0.45)"/>
  <text x="50%" y="${HEIGHT / 2 + Math.round(fontSize * 0.364)}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#fff" text-anchor="middle">${text}</text>
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
