// Counting for the abuse limits (figures in throttle.ts): rate-limiter-flexible in this process's
// memory, or in Redis when REDIS_URL is set, so that every storefront process behind a load
// balancer counts the same attempts. Keys are the client address as server.ts resolves it
// (Express's req.ip under TRUST_PROXY: a forged X-Forwarded-For does not change it) and, for
// sign-in, the account name as typed.
import { data } from "@remix-run/node";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "~/env.server";
import { LIMITS, tooManyMessage, type Limit, type ThrottledForm } from "~/lib/throttle";

export type Throttle = {
  /** Seconds before this account may try to sign in again from this address; 0 = now. */
  signInWait(account: string, address: string): Promise<number>;
  /** Counts a refused sign-in; answers the wait it leads to (0 while attempts remain). */
  signInFailed(account: string, address: string): Promise<number>;
  /** A sign-in worked: the account's failures in a row from this address start again. */
  signInSucceeded(account: string, address: string): Promise<void>;
  /** Counts a reset mail or a registration from this address; answers the wait when over its limit. */
  attempt(form: "passwordReset" | "registration", address: string): Promise<number>;
};

const KEY_PREFIX = "toko-throttle";

function limiter(name: keyof typeof LIMITS, limit: Limit, redis: Redis | null): RateLimiterAbstract {
  const options = { keyPrefix: `${KEY_PREFIX}:${name}`, points: limit.points, duration: limit.seconds };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    // While Redis is away a call fails at once (no wait for reconnection): the insurance counts.
    rejectIfRedisNotReady: true,
    // While Redis is unreachable each process counts alone rather than letting everything through.
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Seconds until `key` may act again under `l`, or 0. */
async function waitOf(l: RateLimiterAbstract, key: string): Promise<number> {
  const res = await l.get(key);
  return res && res.consumedPoints >= l.points ? seconds(res.msBeforeNext) : 0;
}

// The address comes first and has no spaces, so no account name can make two keys meet.
const accountKey = (account: string) => account.trim().toLowerCase();
const pairKey = (account: string, address: string) => `${address} ${accountKey(account)}`;

/** The limits over one store: `redis` shared by processes, or null for this process's memory. */
export function createThrottle(redis: Redis | null): Throttle {
  const l = Object.fromEntries(
    Object.entries(LIMITS).map(([name, limit]) => [name, limiter(name as keyof typeof LIMITS, limit, redis)]),
  ) as Record<keyof typeof LIMITS, RateLimiterAbstract>;

  async function signInWait(account: string, address: string): Promise<number> {
    const waits = await Promise.all([
      waitOf(l.signInAccountAddress, pairKey(account, address)),
      waitOf(l.signInAccount, accountKey(account)),
      waitOf(l.signInAddress, address),
    ]);
    return Math.max(...waits);
  }

  return {
    signInWait,
    async signInFailed(account, address) {
      const pair = pairKey(account, address);
      const [inARow] = await Promise.all([
        l.signInAccountAddress.penalty(pair),
        l.signInAccount.penalty(accountKey(account)),
        l.signInAddress.penalty(address),
      ]);
      const { blockSeconds, points } = LIMITS.signInAccountAddress;
      // Blocked from the last failure on, not from the first one of the window.
      if (inARow.consumedPoints >= points) await l.signInAccountAddress.block(pair, blockSeconds);
      return signInWait(account, address);
    },
    async signInSucceeded(account, address) {
      await l.signInAccountAddress.delete(pairKey(account, address));
    },
    async attempt(form, address) {
      const res = await l[form].penalty(address);
      return res.consumedPoints > l[form].points ? seconds(res.msBeforeNext) : 0;
    },
  };
}

function connect(url: string): Redis {
  // Connected at start (see `shared`); a sign-in never waits for Redis to come back.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let reported = false;
  redis.on("error", (error: Error) => {
    if (!reported) console.error(`[throttle] Redis: ${error.message}; counting in memory until it is back`);
    reported = true;
  });
  redis.on("ready", () => {
    if (reported) console.log("[throttle] Redis is back");
    reported = false;
  });
  return redis;
}

// Connected when the server starts, so the first sign-in does not wait for it.
const shared = createThrottle(env.redisUrl ? connect(env.redisUrl) : null);

/** This process's throttle, on REDIS_URL when set. */
export function throttle(): Throttle {
  return shared;
}

/** The client address server.ts puts in the load context (req.ip under TRUST_PROXY). */
export function clientAddress(context: { clientAddress?: string }): string {
  return context.clientAddress || "unknown";
}

/** An answer refused by a limit: 429, Retry-After, and the form's own reply with the message. */
export function tooManyAttempts<T>(form: ThrottledForm, wait: number, reply: (message: string) => T) {
  return data(reply(tooManyMessage(form, wait)), { status: 429, headers: { "Retry-After": String(wait) } });
}
