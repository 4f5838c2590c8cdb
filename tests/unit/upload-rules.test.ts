import { describe, expect, it } from "vitest";
import {
  acceptOf,
  checkFile,
  DOCUMENT_RULE,
  kindOfName,
  largestFile,
  MEDIA_RULE,
  MESSAGES,
  PAYMENT_PROOF_RULE,
  PROFILE_PHOTO_RULE,
} from "~/lib/upload-rules";
import { scriptUploadAnswer, uploadRedirect } from "~/lib/uploads.server";

describe("upload rules (000 §5, 001 §5)", () => {
  it("gives the payment proof the spec's types, limit and messages", () => {
    expect(checkFile(PAYMENT_PROOF_RULE, { name: "bukti.PDF", size: 2_048_000 })).toBeNull();
    expect(checkFile(PAYMENT_PROOF_RULE, { name: "bukti.jpeg", size: 10 })).toBeNull();
    expect(checkFile(PAYMENT_PROOF_RULE, { name: "bukti.webp", size: 2_048_001 })).toBe(
      "Ukuran format Gambar anda lebih dari 2mb",
    );
    expect(checkFile(PAYMENT_PROOF_RULE, { name: "bukti.gif", size: 10 })).toBe(
      "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)",
    );
  });

  it("keeps the profile photo under 2,000,000 bytes, images only", () => {
    expect(checkFile(PROFILE_PHOTO_RULE, { name: "foto.png", size: 1_999_999 })).toBeNull();
    expect(checkFile(PROFILE_PHOTO_RULE, { name: "foto.png", size: 2_000_000 })).toBe(
      "Ukuran format Gambar anda lebih dari 2mb",
    );
    expect(checkFile(PROFILE_PHOTO_RULE, { name: "foto.pdf", size: 10 })).toBe(
      "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)",
    );
  });

  it("takes Word and PDF documents up to 2,048,000 bytes", () => {
    expect(checkFile(DOCUMENT_RULE, { name: "bast.doc", size: 2_048_000 })).toBeNull();
    expect(checkFile(DOCUMENT_RULE, { name: "bast.docx", size: 2_048_001 })).toBe(
      "Ukuran format File anda lebih dari 2mb",
    );
    expect(checkFile(DOCUMENT_RULE, { name: "bast.png", size: 1 })).toBe(
      "Format File Hanya berupa(.docx, .doc, .pdf)",
    );
    expect(checkFile(DOCUMENT_RULE, { name: "bast", size: 1 })).toBe(
      "Format File Hanya berupa(.docx, .doc, .pdf)",
    );
    // A chosen file of no bytes is not "no document" (issue 34 item 4).
    expect(checkFile(DOCUMENT_RULE, { name: "bast.pdf", size: 0 })).toBe(MESSAGES.emptyFile);
  });

  it("gives review and complaint media an image limit and a video limit", () => {
    expect(checkFile(MEDIA_RULE, { name: "v.MOV", size: 50_000_000 })).toBeNull();
    expect(checkFile(MEDIA_RULE, { name: "v.mkv", size: 50_000_001 })).toBe(
      "Ukuran format video anda lebih dari 50mb",
    );
    expect(checkFile(MEDIA_RULE, { name: "a.jpg", size: 2_048_001 })).toBe(
      "Ukuran format Gambar anda lebih dari 2mb",
    );
    expect(checkFile(MEDIA_RULE, { name: "a.pdf", size: 1 })).toBe(
      "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)",
    );
    expect(largestFile(MEDIA_RULE)).toBe(50_000_000);
    for (const ext of ["mp4", "mpeg", "mov", "3gp", "mkv", "avi"])
      expect(kindOfName(`x.${ext}`)).toBe("video");
  });

  it("builds accept from the rule's extensions and MIME types", () => {
    expect(acceptOf(PAYMENT_PROOF_RULE).split(",")).toEqual([
      ".jpg",
      ".jpeg",
      ".png",
      ".webp",
      "image/jpeg",
      "image/png",
      "image/webp",
      ".pdf",
      "application/pdf",
    ]);
  });
});

describe("the upload script's protocol", () => {
  const post = (script: boolean) =>
    new Request("http://localhost/profil/detailtransaksi?id=1", {
      method: "POST",
      headers: script ? { "X-Upload": "1" } : {},
    });

  it("redirects a plain post and hands the script the address instead", () => {
    const plain = uploadRedirect(post(false), "/profil/detailtransaksi?id=1&modal=sukses", {
      headers: { "Set-Cookie": "flash=1" },
    }) as Response;
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe("/profil/detailtransaksi?id=1&modal=sukses");
    expect(plain.headers.get("Set-Cookie")).toBe("flash=1");
    const scripted = uploadRedirect(post(true), "/x") as unknown as {
      data: unknown;
      init: ResponseInit | null;
    };
    expect(scripted.data).toEqual({ redirectTo: "/x" });
  });

  it("answers the script's document request with JSON: the action data, or the refusal it threw", async () => {
    const context = (actionData: Record<string, unknown> | null, errors: Record<string, unknown> | null) => ({
      staticHandlerContext: { actionData, errors },
    });
    expect(scriptUploadAnswer(post(false), context({ r: 1 }, null), 200, new Headers())).toBeNull();
    expect(
      scriptUploadAnswer(new Request("http://localhost/"), context(null, null), 200, new Headers()),
    ).toBeNull();

    const refused = scriptUploadAnswer(
      post(true),
      context({ "routes/x": { fieldErrors: { bukti: "Ukuran format Gambar anda lebih dari 2mb" } } }, null),
      400,
      new Headers({ "Set-Cookie": "a=b" }),
    )!;
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Content-Type")).toContain("application/json");
    expect(refused.headers.get("Set-Cookie")).toBe("a=b");
    expect(await refused.json()).toEqual({
      actionData: { fieldErrors: { bukti: "Ukuran format Gambar anda lebih dari 2mb" } },
    });

    const thrown = scriptUploadAnswer(
      post(true),
      context(null, { root: { status: 413, data: "Ukuran data terlalu besar." } }),
      413,
      new Headers(),
    )!;
    expect(await thrown.json()).toEqual({ error: { status: 413, message: "Ukuran data terlalu besar." } });
    const crash = scriptUploadAnswer(
      post(true),
      context(null, { root: new Error("boom at x.ts:1") }),
      500,
      new Headers(),
    )!;
    expect(await crash.json()).toEqual({
      error: { status: 500, message: "Maaf, terjadi kesalahan pada sistem. Silakan coba lagi." },
    });

    // A busy host: the action answered with its form, then the page's loaders failed; the script
    // gets the action's answer.
    const busy = scriptUploadAnswer(
      post(true),
      context({ "routes/x": { intent: "bukti", ok: false } }, { root: { status: 503, data: "status 429" } }),
      503,
      new Headers(),
    )!;
    expect(busy.status).toBe(503);
    expect(await busy.json()).toEqual({ actionData: { intent: "bukti", ok: false } });
  });
});
