// Reviews and complaints without JavaScript: the host-side set-up of tests/e2e/support/feedback.ts
// (paid orders, the administrator's answers) and the media a buyer attaches, as a file input
// sends them.
import { expect, type ChosenFile, type NoJsBrowser } from "../kit";
import { png } from "../../e2e/support/feedback";

export {
  answerComplaint,
  answerReview,
  hostComplaints,
  hostFeedback,
  hostReviews,
  paidOrder,
} from "../../e2e/support/feedback";
export { ORDER_PRODUCTS, hostToken } from "../../e2e/support/orders";
export { documentOrder } from "../../e2e/support/payments";

/** A small real PNG, as a file input sends it. */
export async function pngFile(name = "foto.png"): Promise<ChosenFile> {
  const file = await png(name);
  return { name: file.name, type: file.mimeType, content: file.buffer };
}

/**
 * A small MP4 as the storefront and the host recognise one (its first box is `ftyp`); the
 * e2e journeys record a playable one in Chromium, which a conversation without a browser has not.
 */
export function mp4File(name = "video.mp4"): ChosenFile {
  const head = Buffer.alloc(32);
  head.writeUInt32BE(32, 0);
  head.write("ftypisomiso2avc1mp41mp42isom", 4, "latin1");
  return { name, type: "video/mp4", content: Buffer.concat([head, Buffer.alloc(2048, 0x11)]) };
}

/**
 * The media of a review or complaint card (a selector): the image is served as an image, the
 * video is a player that preloads nothing, served as video/mp4 (with the visitor's session).
 */
export async function expectMedia(visitor: NoJsBrowser, card: string) {
  const media = visitor.$(card).find(".feedback-media");
  const src = media.find("img").first().attr("src");
  expect(src, `an image in ${card}`).toBeTruthy();
  const image = await visitor.fetch(src!);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toMatch(/^image\//);
  const player = media.find("video");
  expect(player.is("[controls]")).toBe(true);
  expect(player.attr("preload")).toBe("none");
  const file = await visitor.fetch(player.attr("src")!);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("video/mp4");
}
