import { Redis } from "ioredis";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { LIMITS, tooManyMessage } from "~/lib/throttle";
import { createThrottle } from "~/lib/throttle.server";

describe("tooManyMessage", () => {
  it("says when to try again, in minutes up to an hour and in hours beyond", () => {
    expect(tooManyMessage("signIn", 900)).toBe("Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.");
    expect(tooManyMessage("signIn", 1)).toBe("Terlalu banyak percobaan masuk. Coba lagi dalam 1 menit.");
    expect(tooManyMessage("passwordReset", 3599)).toBe(
      "Terlalu banyak permintaan atur ulang kata sandi. Coba lagi dalam 60 menit.",
    );
    expect(tooManyMessage("registration", 3 * 3600 - 5)).toBe(
      "Terlalu banyak percobaan pendaftaran. Coba lagi dalam 3 jam.",
    );
  });
});

describe("createThrottle (memory)", () => {
  const IP = "198.51.100.7";

  it("blocks an account at one address after five failures in a row, for 15 minutes", async () => {
    const throttle = createThrottle(null);
    for (let i = 1; i < LIMITS.signInAccountAddress.points; i++) {
      expect(await throttle.signInFailed("Budi", IP)).toBe(0);
    }
    const wait = await throttle.signInFailed("budi ", IP);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await throttle.signInWait("BUDI", IP)).toBe(wait);
    // Another address is not blocked by this pair; another account from here neither.
    expect(await throttle.signInWait("budi", "198.51.100.8")).toBe(0);
    expect(await throttle.signInWait("wayan", IP)).toBe(0);
  });

  it("starts the count again after a success", async () => {
    const throttle = createThrottle(null);
    for (let i = 1; i < LIMITS.signInAccountAddress.points; i++) await throttle.signInFailed("budi", IP);
    await throttle.signInSucceeded("budi", IP);
    expect(await throttle.signInFailed("budi", IP)).toBe(0);
  });

  it("limits one account from many addresses, and one address over many accounts", async () => {
    const throttle = createThrottle(null);
    for (let i = 0; i < LIMITS.signInAccount.points; i++) await throttle.signInFailed("budi", `10.0.0.${i}`);
    expect(await throttle.signInWait("budi", "10.0.1.1")).toBeGreaterThan(0);

    for (let i = 0; i < LIMITS.signInAddress.points; i++) await throttle.signInFailed(`akun${i}`, IP);
    expect(await throttle.signInWait("siapa-saja", IP)).toBeGreaterThan(3600);
  });

  it("counts reset mails and registrations per address", async () => {
    const throttle = createThrottle(null);
    for (let i = 0; i < LIMITS.passwordReset.points; i++) {
      expect(await throttle.attempt("passwordReset", IP)).toBe(0);
    }
    expect(await throttle.attempt("passwordReset", IP)).toBeGreaterThan(3500);
    expect(await throttle.attempt("passwordReset", "198.51.100.9")).toBe(0);
    expect(await throttle.attempt("registration", IP)).toBe(0);
  });
});

describe("createThrottle (Redis unreachable)", () => {
  it("keeps counting in memory, without waiting long, while Redis is away", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const redis = new Redis(`redis://127.0.0.1:${port}`, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    redis.on("error", () => undefined);
    try {
      const throttle = createThrottle(redis);
      const started = performance.now();
      for (let i = 1; i < LIMITS.signInAccountAddress.points; i++) {
        expect(await throttle.signInFailed("budi", "198.51.100.7")).toBe(0);
      }
      expect(await throttle.signInFailed("budi", "198.51.100.7")).toBeGreaterThan(14 * 60);
      // Five failures and their checks, each call failing over to memory at once.
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      redis.disconnect();
    }
  });
});
