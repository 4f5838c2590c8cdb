import sharp from "sharp";
import { randomBytes } from "node:crypto";
import { cp, mkdir, rename, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { resizedWebp, variantName } from "../image-variants.ts";

/** Bump when the artwork changes so cached files are regenerated. */
const artVersion = 1;
const cacheDir = join(tmpdir(), `admin-host-art-v${artVersion}`);

export interface Artwork {
  /** Path below the files root without extension, e.g. "produk/12-1". */
  name: string;
  width: number;
  height: number;
  /** Drives colours and shapes; the same seed always gives the same picture. */
  seed: number;
  formats: readonly ("jpg" | "webp")[];
  /** Smaller webp copies, `${name}-${width}w.webp` (docs/admin-api.md "Image files"). */
  widths?: readonly number[];
}

const palette = [
  "#1d4e89",
  "#00798c",
  "#30638e",
  "#d1495b",
  "#edae49",
  "#3c896d",
  "#6a4c93",
  "#8d6346",
  "#2e4057",
  "#c05746",
];

/** Simple geometric artwork as SVG: a gradient with a few shapes, distinct per seed. */
function svgFor(art: Artwork): string {
  const { width: w, height: h, seed } = art;
  const a = palette[seed % palette.length];
  const b = palette[(seed * 7 + 3) % palette.length];
  const c = palette[(seed * 3 + 5) % palette.length];
  const r = Math.round(Math.min(w, h) * (0.18 + (seed % 5) * 0.04));
  const cx = Math.round(w * (0.3 + ((seed * 13) % 40) / 100));
  const cy = Math.round(h * (0.35 + ((seed * 17) % 30) / 100));
  const bar = Math.round(h * 0.12);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.85"/>
<rect x="${Math.round(cx - r * 0.6)}" y="${Math.round(cy - r * 0.6)}" width="${Math.round(r * 1.2)}" height="${Math.round(r * 1.2)}" rx="${Math.round(r * 0.15)}" fill="${c}"/>
<rect x="0" y="${h - bar}" width="${w}" height="${bar}" fill="#000000" fill-opacity="0.18"/>
</svg>`;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Writes `target` once (the cache outlives the run); atomic, so parallel seeders never see half a file. */
async function renderOnce(target: string, write: (temp: string) => Promise<unknown>): Promise<void> {
  if (await exists(target)) return;
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`; // test workers share a pid
  await write(temp);
  await rename(temp, target);
}

async function render(art: Artwork): Promise<void> {
  const svg = Buffer.from(svgFor(art));
  for (const format of art.formats) {
    await renderOnce(join(cacheDir, `${art.name}.${format}`), (temp) => {
      const image = sharp(svg);
      return (format === "webp" ? image.webp({ quality: 70 }) : image.jpeg({ quality: 75 })).toFile(temp);
    });
  }
  for (const width of art.widths ?? []) {
    await renderOnce(join(cacheDir, variantName(art.name, width)), (temp) =>
      resizedWebp(sharp(svg), width).toFile(temp),
    );
  }
}

/** Renders missing artwork into the shared cache, then copies it into the files folder. */
export async function writeArtwork(filesDir: string, artworks: readonly Artwork[]): Promise<void> {
  const batch = 16;
  for (let i = 0; i < artworks.length; i += batch)
    await Promise.all(artworks.slice(i, i + batch).map(render));
  const folders = new Set(artworks.map((art) => art.name.split("/")[0]));
  await Promise.all(
    [...folders].map((folder) =>
      cp(join(cacheDir, folder), join(filesDir, folder), {
        recursive: true,
        filter: (source) => !source.endsWith(".tmp"),
      }),
    ),
  );
}
