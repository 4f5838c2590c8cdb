// The test-machine step (scripts/prepare-test-machine.ts) as `npm test` runs it: with every
// program present it passes quickly; with the paths pointed at missing files and installing
// forbidden it stops with one line per missing program naming the command, and installs nothing.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { prepareTestMachine } from "../../scripts/prepare-test-machine.ts";

function prepare(env: Record<string, string>) {
  return spawnSync(process.execPath, ["scripts/prepare-test-machine.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
}

describe("prepare-test-machine", () => {
  it("passes silently, in under a second, when every program is there", () => {
    const result = prepare({});
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    // The step itself, without Node's start-up (which a busy machine can stretch past a second).
    const started = performance.now();
    expect(prepareTestMachine()).toBe(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("stops with one line per missing program naming the command when it may not install", () => {
    const result = prepare({
      PREPARE_TEST_MACHINE: "check",
      CHROMIUM_PATH: "/nonexistent/chromium",
      REDIS_SERVER_PATH: "/nonexistent/redis-server",
      NGINX_PATH: "/nonexistent/nginx",
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([
      "Chromium is missing (CHROMIUM_PATH=/nonexistent/chromium): the end-to-end tests drive it. Install it with: sudo apt-get install -y chromium, or set CHROMIUM_PATH to its path",
      "redis-server is missing (REDIS_SERVER_PATH=/nonexistent/redis-server): the shared abuse-limit tests start a throwaway Redis. Install it with: sudo apt-get install -y redis-server, or set REDIS_SERVER_PATH to its path",
      "nginx is missing (NGINX_PATH=/nonexistent/nginx): the scale-out test puts nginx in front of two storefronts. Install it with: sudo apt-get install -y nginx, or set NGINX_PATH to its path",
    ]);
  });

  it("names only what is missing, and finds a program by name on PATH or in /usr/sbin", () => {
    const result = prepare({
      PREPARE_TEST_MACHINE: "check",
      PATH: "/nonexistent",
      REDIS_SERVER_PATH: "no-such-redis-server",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "redis-server is missing (REDIS_SERVER_PATH=no-such-redis-server): the shared abuse-limit tests start a throwaway Redis. Install it with: sudo apt-get install -y redis-server, or set REDIS_SERVER_PATH to its path",
    ]);
  });
});
