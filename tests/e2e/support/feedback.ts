// Reviews and complaints in e2e tests: a fresh buyer's paid order, media made in the test (a PNG
// drawn by sharp, an MP4 recorded from a canvas by Chromium's MediaRecorder), and the
// administrator's answers through the operator API.
import type { APIRequestContext, Browser } from "@playwright/test";
import sharp from "sharp";
import { expect, operator, type Buyer } from "./index";
import { ORDER_PRODUCTS, hostCall, hostOrder, hostToken, type HostBuyer, type OrderOptions } from "./orders";
import { choosePayment, documentOrder, paymentOperator } from "./payments";

export type PaidOrder = { id: number; invoice: string; lines: { id: number; name_product: string }[] };

/** A new order of `buyer` paid by a verified BPD transfer (status `paid`). */
export async function paidOrder(
  request: APIRequestContext,
  buyer: HostBuyer,
  options: OrderOptions = {},
): Promise<PaidOrder> {
  const { id, invoice } = await documentOrder(request, buyer, options);
  await choosePayment(request, buyer, id, "BPD", "http://localhost/profil/respon");
  await paymentOperator.verify(request, id);
  const order = await hostOrder(request, id);
  expect(order.data.status).toBe("paid");
  return { id, invoice, lines: order.data.data.transaction_detail };
}

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * A review or complaint journey's start, made together: the buyer's host token, a paid order of
 * two products (`ORDER_PRODUCTS`), a PNG and a recorded MP4 named as given.
 */
export async function paidOrderWithMedia(
  request: APIRequestContext,
  buyer: Buyer,
  browser: Browser,
  names: { image?: string; video?: string } = {},
) {
  const host = await hostToken(request, buyer);
  const [order, image, video] = await Promise.all([
    paidOrder(request, host, { products: ORDER_PRODUCTS }),
    png(names.image),
    recordedMp4(browser, names.video),
  ]);
  return { host, order, image, video };
}

/** A small real PNG. */
export async function png(name = "foto.png"): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#1e7b45" } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A real, playable MP4 of a few coloured frames, recorded by Chromium from a canvas. */
export async function recordedMp4(browser: Browser, name = "video.mp4"): Promise<UploadFile> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    const bytes = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 64;
      canvas.height = 48;
      const paint = canvas.getContext("2d")!;
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: "video/mp4;codecs=avc1" });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      for (let frame = 0; frame < 8; frame++) {
        paint.fillStyle = `hsl(${frame * 45} 80% 50%)`;
        paint.fillRect(0, 0, 64, 48);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      recorder.stop();
      await stopped;
      return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
    });
    const buffer = Buffer.from(bytes);
    expect(buffer.subarray(4, 8).toString("latin1")).toBe("ftyp");
    return { name, mimeType: "video/mp4", buffer };
  } finally {
    await context.close();
  }
}

/** A review or complaint the buyer makes straight on the host (setting up another buyer's data). */
export async function hostFeedback(
  request: APIRequestContext,
  buyer: HostBuyer,
  kind: "review" | "complaint",
  detailId: number,
): Promise<number> {
  const image = await png();
  const answer = await request.fetch(
    `/admin-host/api/${kind === "review" ? "product/review" : "transaction/complaint"}`,
    {
      method: "POST",
      headers: { Authorization: `Bearer ${buyer.token}`, Accept: "application/json" },
      multipart:
        kind === "review"
          ? {
              transaction: String(detailId),
              star: "5",
              notes: "Ulasan rahasia pembeli lain",
              "image[]": image,
            }
          : {
              transaction_detail_id: String(detailId),
              description_detail: "Komplain rahasia pembeli lain",
              "image[]": image,
            },
    },
  );
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/** The administrator answers (operator API). */
export const answerReview = (request: APIRequestContext, id: number, text: string) =>
  operator(request, "POST", `reviews/${id}/answer`, { respon_notes: text });
export const answerComplaint = (request: APIRequestContext, id: number, text: string) =>
  operator(request, "POST", `complaints/${id}/answer`, { respon_admin: text });

/** The buyer's reviews and complaints as the host lists them (newest first). */
export const hostReviews = (request: APIRequestContext, buyer: HostBuyer) =>
  hostCall<{ id: number; transaction_detail: { id: number } }[]>(request, buyer, "GET", "reviews/list/user");
export const hostComplaints = (request: APIRequestContext, buyer: HostBuyer) =>
  hostCall<{ id: number; transaction_detail: { id: number } }[]>(
    request,
    buyer,
    "GET",
    "transaction/complaint/list",
  );
