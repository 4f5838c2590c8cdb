// Runs before `npm start` and `npm run dev` (prestart, predev). Plain JavaScript on purpose: an
// older Node cannot even load the .ts entry points (ERR_UNKNOWN_FILE_EXTENSION), so the check
// must happen before them. The version needed is package.json's engines.node (">=24").
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const needed = Number(/\d+/.exec(engines.node)[0]);
const found = process.versions.node;

if (Number(found.split(".")[0]) < needed) {
  console.error(
    `This shop needs Node ${needed} or newer, found Node ${found}: install Node ${needed} (nvm install ${needed}, or https://nodejs.org/en/download), then run npm install && npm start again.`,
  );
  process.exit(1);
}
