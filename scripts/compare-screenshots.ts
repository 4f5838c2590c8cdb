// Compares two folders of screenshots (tests/tools/screenshots.spec.ts) pixel by pixel:
//   node scripts/compare-screenshots.ts <before> <after> [diff folder]
// A pixel differs when one of its channels differs by more than TOLERANCE (0-255); a screenshot
// differs when more than MAX_SHARE of its pixels do, or when its size changed. Each differing
// screenshot gets an image of the differences (red) in the diff folder. Exit code 1 when any
// differs or is missing on one side.
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import sharp from "sharp";

const TOLERANCE = Number(process.env.TOLERANCE ?? 16);
const MAX_SHARE = Number(process.env.MAX_SHARE ?? 0.001);

function pngs(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".png") && statSync(join(dir, file)).isFile())
    .sort();
}

async function raw(file: string) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const [before, after, diffDir = "test-results/screenshot-diff"] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: node scripts/compare-screenshots.ts <before> <after> [diff folder]");
  process.exit(2);
}
const left = pngs(before);
const right = new Set(pngs(after));
let failed = 0;
for (const file of left) {
  if (!right.delete(file)) {
    console.log(`missing after: ${file}`);
    failed += 1;
    continue;
  }
  const [a, b] = await Promise.all([raw(join(before, file)), raw(join(after, file))]);
  if (a.width !== b.width || a.height !== b.height) {
    console.log(`size ${a.width}x${a.height} -> ${b.width}x${b.height}: ${file}`);
    failed += 1;
    continue;
  }
  const mask = Buffer.alloc(a.width * a.height * 4);
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const off =
      Math.abs(a.data[i] - b.data[i]) > TOLERANCE ||
      Math.abs(a.data[i + 1] - b.data[i + 1]) > TOLERANCE ||
      Math.abs(a.data[i + 2] - b.data[i + 2]) > TOLERANCE;
    if (off) differing += 1;
    mask[i] = off ? 255 : a.data[i] / 3 + 170;
    mask[i + 1] = off ? 0 : a.data[i + 1] / 3 + 170;
    mask[i + 2] = off ? 0 : a.data[i + 2] / 3 + 170;
    mask[i + 3] = 255;
  }
  const share = differing / (a.width * a.height);
  if (share > MAX_SHARE) {
    failed += 1;
    const out = join(diffDir, file);
    mkdirSync(join(out, ".."), { recursive: true });
    await sharp(mask, { raw: { width: a.width, height: a.height, channels: 4 } })
      .png()
      .toFile(out);
    console.log(`${(share * 100).toFixed(2)} % of pixels differ: ${file} (${relative(".", out)})`);
  }
}
for (const file of right) {
  console.log(`missing before: ${file}`);
  failed += 1;
}
console.log(
  `${left.length} screenshots compared, ${failed} differ (tolerance ${TOLERANCE}, ${MAX_SHARE * 100} % of pixels)`,
);
process.exit(failed > 0 ? 1 : 0);
