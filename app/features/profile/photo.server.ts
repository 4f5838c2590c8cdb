// The profile photo (001 §5 "cropped square"): made square on the server with sharp, from the
// crop box the browser's cropper sent or, without one (no JavaScript), from the centre;
// resized and stripped of metadata (EXIF GPS included) before it goes to the host.
import sharp from "sharp";

/** Side of the stored photo in pixels. */
export const PHOTO_SIZE = 512;
/** A 2 MB upload is at most a few tens of megapixels; more is a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Crop coordinates beyond this are not from a real photo. */
const MAX_COORDINATE = 20_000;

/** A square in the pixels of the upright image (as the browser shows it, orientation applied). */
export type CropBox = { x: number; y: number; size: number };

const coordinate = (value: FormDataEntryValue | null): number | null => {
  if (typeof value !== "string" || !/^\d{1,5}$/.test(value)) return null;
  const number = Number(value);
  return number <= MAX_COORDINATE ? number : null;
};

/** The cropper's fields (crop_x, crop_y, crop_size), or null when absent or malformed. */
export function readCropBox(fields: FormData): CropBox | null {
  const x = coordinate(fields.get("crop_x"));
  const y = coordinate(fields.get("crop_y"));
  const size = coordinate(fields.get("crop_size"));
  if (x === null || y === null || size === null || size === 0) return null;
  return { x, y, size };
}

/**
 * The square to cut from an upright image of `width` × `height`: the box moved and shrunk to
 * fit inside it, or the largest centred square without a box.
 */
export function squareRegion(box: CropBox | null, width: number, height: number) {
  const side = Math.min(width, height);
  if (!box) {
    return {
      left: Math.floor((width - side) / 2),
      top: Math.floor((height - side) / 2),
      width: side,
      height: side,
    };
  }
  const size = Math.max(1, Math.min(box.size, side));
  const left = Math.min(box.x, width - size);
  const top = Math.min(box.y, height - size);
  return { left, top, width: size, height: size };
}

/** Thrown when the file is not an image sharp can read (the page shows the format message). */
export class UnreadablePhoto extends Error {}

/**
 * The stored photo: read from the upload's temporary file (not from memory), turned upright,
 * cut square, at most PHOTO_SIZE wide, as a JPEG without metadata.
 */
export async function squarePhoto(path: string, box: CropBox | null): Promise<Blob> {
  try {
    const image = sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { width, height, orientation } = await image.metadata();
    if (!width || !height) throw new UnreadablePhoto("no size");
    // EXIF orientations 5-8 turn the image a quarter: the upright image is height × width.
    const upright = (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
    const region = squareRegion(box, upright.width, upright.height);
    const output = await image
      .rotate()
      .extract(region)
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return new Blob([new Uint8Array(output)], { type: "image/jpeg" });
  } catch (error) {
    if (error instanceof UnreadablePhoto) throw error;
    throw new UnreadablePhoto(error instanceof Error ? error.message : String(error));
  }
}
