import { expect } from "vitest";
import type { ApiOptions, TestHost } from "./host.ts";

/** One call as a test sends it: the path below /api/ and how (method, body). */
export interface Call extends Omit<ApiOptions, "token"> {
  path: string;
}

/**
 * Sends every call without a token, or with `token` (expired, unknown), and expects each to answer
 * 401 `{"message":"Unauthenticated."}`; the failure names the call.
 */
export async function expectUnauthenticated(
  host: TestHost,
  calls: Record<string, Call>,
  token?: string,
): Promise<void> {
  for (const [name, { path, ...options }] of Object.entries(calls)) {
    const res = await host.api(path, { ...options, token });
    expect({ status: res.status, body: res.body }, name).toEqual({
      status: 401,
      body: { message: "Unauthenticated." },
    });
  }
}
