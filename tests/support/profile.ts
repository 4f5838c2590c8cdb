// 001 §2 Profile edit: the address, the required fields with their messages, and a phone photo,
// for the browser and HTTP tests alike.
import sharp from "sharp";

export const PROFILE_EDIT = "/profil/sunting-profil";

export const PROFILE_REQUIRED: [label: string, message: string][] = [
  ["Nama Instansi", "Nama Instansi Wajib Diisi"],
  ["Email", "Email wajib diisi"],
  ["Nomor Telepon", "Nomor Telepon wajib diisi"],
  ["Tanggal Lahir", "tanggal lahir Wajib Diisi"],
  ["NIP", "NIP Wajib Diisi"],
  ["Nama PP", "Nama PP Wajib Diisi"],
  ["Nama PPK", "Nama PPK Wajib Diisi"],
];

export const PHOTO_BAD_TYPE = "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)";
export const PHOTO_TOO_BIG = "Ukuran format Gambar anda lebih dari 2mb";

/** A landscape JPEG carrying EXIF with a GPS position, as a phone camera writes it. */
export async function photoWithGps(): Promise<Buffer> {
  const half = { width: 450, height: 600, channels: 3 as const };
  return sharp({ create: { width: 900, height: 600, channels: 3, background: "#c0392b" } })
    .composite([{ input: { create: { ...half, background: "#2c3e50" } }, left: 450, top: 0 }])
    .withExif({
      IFD0: { Make: "KameraUji", Model: "Ponsel 1" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "8/1 39/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "115/1 13/1 0/1",
      },
    })
    .jpeg()
    .toBuffer();
}

/** A stored profile photo as the shop keeps it: square, small, no EXIF. */
export async function expectStoredPhoto(body: Buffer, expect: typeof import("@playwright/test").expect) {
  const meta = await sharp(body).metadata();
  expect(meta).toMatchObject({ format: "jpeg", width: 512, height: 512 });
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
}
