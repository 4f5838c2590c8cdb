// The admin host's urlencoded/JSON body reader (admin-host/src/http/body.ts), read from the
// stream's events: a body in pieces, one over the limit, and one whose client went away.
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { readFields } from "../../admin-host/src/http/body.ts";
import { HttpError } from "../../admin-host/src/http/errors.ts";

function bodyOf(type: string): PassThrough & IncomingMessage {
  return Object.assign(new PassThrough(), { headers: { "content-type": type } }) as never;
}

describe("readFields", () => {
  it("reads a form sent in pieces", async () => {
    const req = bodyOf("application/x-www-form-urlencoded");
    const read = readFields(req);
    req.write("id=4&date=2026-11-29T16");
    req.end("%3A08%3A47.705Z");
    expect(await read).toEqual({ id: "4", date: "2026-11-29T16:08:47.705Z" });
  });

  it("refuses a body over 1 MB with 413 once it has ended", async () => {
    const req = bodyOf("application/json");
    const read = readFields(req);
    req.write(Buffer.alloc(600_000, 32));
    req.end(Buffer.alloc(600_000, 32));
    await expect(read).rejects.toMatchObject({ status: 413 });
    await expect(read).rejects.toBeInstanceOf(HttpError);
  });

  it("acts on no part of a body whose client went away before its end", async () => {
    const req = bodyOf("application/x-www-form-urlencoded");
    const read = readFields(req);
    req.write("message=Halo");
    req.destroy();
    await expect(read).rejects.toMatchObject({ code: "ERR_STREAM_PREMATURE_CLOSE" });
  });
});
