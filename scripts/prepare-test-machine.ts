// `npm test`'s first step (pretest), also run by .ci/run: finds the programs the tests drive and,
// where one is missing, installs Debian's package when this user may (root, or sudo without a
// password). Otherwise it stops before any test with one line per missing program naming the
// command. It never downloads a browser build: Playwright drives the system Chromium.
// PREPARE_TEST_MACHINE=check only checks (never installs), as for a user without sudo.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

interface Program {
  name: string;
  variable: string; // overrides the path
  fallback: string; // an absolute path, or a name looked up on PATH
  aptPackage: string;
  why: string;
}

const programs: Program[] = [
  {
    name: "Chromium",
    variable: "CHROMIUM_PATH",
    fallback: "/usr/bin/chromium",
    aptPackage: "chromium",
    why: "the end-to-end tests drive it",
  },
  {
    name: "redis-server",
    variable: "REDIS_SERVER_PATH",
    fallback: "redis-server",
    aptPackage: "redis-server",
    why: "the shared abuse-limit tests start a throwaway Redis",
  },
  {
    name: "nginx",
    variable: "NGINX_PATH",
    fallback: "nginx",
    aptPackage: "nginx",
    why: "the scale-out test puts nginx in front of two storefronts",
  },
];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The program's executable (its variable, else its default), or null when there is none. */
export function findProgram(variable: string, fallback: string): string | null {
  return locate(process.env[variable] || fallback);
}

function locate(wanted: string): string | null {
  if (wanted.includes("/")) return executable(wanted) ? wanted : null;
  // Debian puts daemons (nginx) in /usr/sbin, which a normal user's PATH often lacks.
  const dirs = [...(process.env.PATH ?? "").split(delimiter), "/usr/local/sbin", "/usr/sbin", "/sbin"];
  for (const dir of dirs) {
    if (dir && executable(join(dir, wanted))) return join(dir, wanted);
  }
  return null;
}

function run(command: string[]): boolean {
  return spawnSync(command[0], command.slice(1), { stdio: "inherit" }).status === 0;
}

/** The command prefix that may run apt-get, or null when this user may not install. */
function installer(): string[] | null {
  if (process.env.PREPARE_TEST_MACHINE === "check") return null;
  if (!locate("apt-get")) return null;
  if (process.getuid?.() === 0) return [];
  const sudo = spawnSync("sudo", ["-n", "true"], { stdio: "ignore" });
  return sudo.status === 0 ? ["sudo", "-n"] : null;
}

function describe(program: Program): string {
  const wanted = process.env[program.variable] || program.fallback;
  return `${program.name} is missing (${program.variable}=${wanted}): ${program.why}`;
}

/** 0 when every program is there (installing what is missing if it may), else 1. */
export function prepareTestMachine(): number {
  const missing = programs.filter((program) => !findProgram(program.variable, program.fallback));
  if (missing.length === 0) return 0;

  const sudo = installer();
  if (sudo) {
    for (const program of missing) {
      console.log(`${describe(program)}; installing Debian's ${program.aptPackage} package with apt-get.`);
    }
    const env = ["env", "DEBIAN_FRONTEND=noninteractive"];
    const installed =
      run([...sudo, ...env, "apt-get", "update"]) &&
      run([...sudo, ...env, "apt-get", "install", "-y", ...missing.map((program) => program.aptPackage)]);
    if (!installed) console.error("apt-get failed: see its output above.");
  }

  const still = programs.filter((program) => !findProgram(program.variable, program.fallback));
  for (const program of still) {
    const where = process.env[program.variable] ? `, or set ${program.variable} to its path` : "";
    console.error(
      `${describe(program)}. Install it with: sudo apt-get install -y ${program.aptPackage}${where}`,
    );
  }
  return still.length === 0 ? 0 : 1;
}

if (import.meta.main) process.exitCode = prepareTestMachine();
