// `npm test`: every layer, cheapest first, each one stopping the run when it fails, and a line per
// layer with its count and seconds, then the total. `.ci/run` calls the same script.
// Layers: unit, contract (Vitest), build, http (no-JS journeys as HTTP conversations), browser
// (Playwright with Chromium, JavaScript on, and off for the tagged tests), ops (real processes).
// `node scripts/test-layers.ts http browser` runs only the layers named.
import { spawn } from "node:child_process";

type Layer = { name: string; command: string[]; counts: RegExp[] };

// Vitest ends with "Tests  677 passed (677)"; Playwright with "  501 passed (40.1m)".
const VITEST = [/Tests\s+(?:(\d+) failed \| )?(\d+) passed/];
const PLAYWRIGHT = [/^\s*(\d+) passed \(/m];
const npx = (...args: string[]) => ["npx", ...args];

const LAYERS: Layer[] = [
  { name: "unit", command: npx("vitest", "run", "--project", "unit"), counts: VITEST },
  { name: "contract", command: npx("vitest", "run", "--project", "contract"), counts: VITEST },
  { name: "build", command: ["npm", "run", "build"], counts: [] },
  { name: "http", command: npx("playwright", "test", "--project", "http"), counts: PLAYWRIGHT },
  {
    name: "browser",
    command: npx("playwright", "test", "--project", "js", "--project", "nojs"),
    counts: PLAYWRIGHT,
  },
  { name: "ops", command: npx("vitest", "run", "--project", "ops"), counts: VITEST },
];

function run(layer: Layer): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const [program, ...args] = layer.command;
    const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      stream.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on("data", keep(process.stdout));
    child.stderr.on("data", keep(process.stderr));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

function count(layer: Layer, output: string): string {
  // eslint-disable-next-line no-control-regex -- the runners colour their summaries
  const plain = output.replace(/\x1b\[[0-9;]*m/g, "");
  for (const pattern of layer.counts) {
    const match = pattern.exec(plain);
    if (match) return `${match[match.length - 1]} passed`;
  }
  return layer.counts.length ? "count not found" : "-";
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !LAYERS.some((layer) => layer.name === name));
if (unknown.length) {
  console.error(`unknown layer ${unknown.join(", ")}: ${LAYERS.map((layer) => layer.name).join(", ")}`);
  process.exit(2);
}
const layers = wanted.length ? LAYERS.filter((layer) => wanted.includes(layer.name)) : LAYERS;
const lines: string[] = [];
const started = Date.now();
let failed: string | undefined;
for (const layer of layers) {
  const from = Date.now();
  const { code, output } = await run(layer);
  const seconds = ((Date.now() - from) / 1000).toFixed(0);
  lines.push(
    `${layer.name.padEnd(9)} ${count(layer, output).padEnd(16)} ${seconds.padStart(5)} s${code ? "  FAILED" : ""}`,
  );
  if (code) {
    failed = layer.name;
    break;
  }
}
console.log(`\nTest layers (${failed ? `stopped: ${failed} failed` : "all passed"})`);
for (const line of lines) console.log(line);
console.log(`${"total".padEnd(26)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);
