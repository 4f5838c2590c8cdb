// The profile edit page's rules (001 §5 Profile, Password change) and the photo made square
// on the server (crop box or centre, upright, resized, without metadata).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFields } from "~/components/ui/answerFields";
import {
  PHOTO_SIZE,
  readCropBox,
  squarePhoto,
  squareRegion,
  UnreadablePhoto,
} from "~/features/profile/photo.server";
import { passwordSchema, profileSchema } from "~/features/profile/schema";

const valid = {
  name: "Dinas Kominfo",
  username: "dinas.kominfo",
  instance_name: "Pemerintah Provinsi Bali",
  birthdate: "1985-06-15",
  gender: "1",
  kldi: "Pemerintah Daerah",
  lspe: "51000",
  email: "dinas@example.id",
  phone: "081234567890",
  nip: "198506152010011002",
  name_pp: "Made Pengadaan",
  name_ppk: "Komang Komitmen",
};

const messages = (schema: typeof profileSchema | typeof passwordSchema, value: object) =>
  schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("the profile form", () => {
  it("accepts the host's data as it comes", () => {
    expect(messages(profileSchema, valid)).toEqual([]);
    expect(
      messages(profileSchema, { ...valid, username: undefined, kldi: undefined, lspe: undefined }),
    ).toEqual([]);
  });

  it("names every missing required field with 001 §5's message", () => {
    expect(messages(profileSchema, { gender: "1" })).toEqual([
      "name: Nama Instansi Wajib Diisi",
      "birthdate: tanggal lahir Wajib Diisi",
      "email: Email wajib diisi",
      "phone: Nomor Telepon wajib diisi",
      "nip: NIP Wajib Diisi",
      "name_pp: Nama PP Wajib Diisi",
      "name_ppk: Nama PPK Wajib Diisi",
    ]);
    expect(messages(profileSchema, { ...valid, name: "   " })).toEqual(["name: Nama Instansi Wajib Diisi"]);
  });

  it("wants a well-formed email, digits for phone, NIP and LSPE, and the host's lengths", () => {
    expect(messages(profileSchema, { ...valid, email: "bukan-email" })).toEqual([
      "email: Format Email tidak sesuai",
    ]);
    expect(messages(profileSchema, { ...valid, phone: "0812-345", nip: "1985x", lspe: "51a" })).toEqual([
      "lspe: Pastikan data yang diinput berupa angka",
      "phone: Pastikan data yang diinput berupa angka",
      "nip: Pastikan data yang diinput berupa angka",
    ]);
    expect(messages(profileSchema, { ...valid, name: "x".repeat(51) })).toEqual([
      "name: Nama Instansi terlalu panjang!",
    ]);
    expect(messages(profileSchema, { ...valid, phone: "1".repeat(16) })).toEqual([
      "phone: Nomor Telepon terlalu panjang!",
    ]);
    expect(messages(profileSchema, { ...valid, birthdate: "15-06-1985" })).toEqual([
      "birthdate: tanggal lahir Wajib Diisi",
    ]);
  });
});

describe("the password change", () => {
  it("uses 001 §5's messages", () => {
    expect(messages(passwordSchema, {})).toEqual([
      "password: Kata Sandi wajib diisi",
      "password_confirmation: Konfirmasi Kata Sandi wajib diisi",
    ]);
    expect(messages(passwordSchema, { password: "pendek", password_confirmation: "pendek" })).toEqual([
      "password: Kata Sandi harus minimal diisi 8 Karakter",
      "password_confirmation: Konfirmasi Kata Sandi harus minimal diisi 8 Karakter",
    ]);
    expect(
      messages(passwordSchema, { password: "sandi-baru-1", password_confirmation: "sandi-baru-2" }),
    ).toEqual(["password_confirmation: Konfirmasi Kata Sandi baru tidak sama dengan Kata Sandi baru"]);
    // Not trimmed: the host gets the password exactly as typed.
    expect(passwordSchema.parse({ password: " sandi-baru ", password_confirmation: " sandi-baru " })).toEqual(
      {
        password: " sandi-baru ",
        password_confirmation: " sandi-baru ",
      },
    );
  });
});

describe("the crop box", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("is read from the cropper's fields, whole numbers only", () => {
    expect(readCropBox(form({ crop_x: "150", crop_y: "0", crop_size: "600" }))).toEqual({
      x: 150,
      y: 0,
      size: 600,
    });
    expect(readCropBox(form({}))).toBeNull();
    expect(readCropBox(form({ crop_x: "-1", crop_y: "0", crop_size: "10" }))).toBeNull();
    expect(readCropBox(form({ crop_x: "1.5", crop_y: "0", crop_size: "10" }))).toBeNull();
    expect(readCropBox(form({ crop_x: "0", crop_y: "0", crop_size: "0" }))).toBeNull();
    expect(readCropBox(form({ crop_x: "0", crop_y: "0", crop_size: "99999" }))).toBeNull();
  });

  it("is kept inside the image, or the centre is taken without one", () => {
    expect(squareRegion(null, 900, 600)).toEqual({ left: 150, top: 0, width: 600, height: 600 });
    expect(squareRegion(null, 400, 1000)).toEqual({ left: 0, top: 300, width: 400, height: 400 });
    expect(squareRegion({ x: 500, y: 10, size: 300 }, 900, 600)).toEqual({
      left: 500,
      top: 10,
      width: 300,
      height: 300,
    });
    // Too far right and too big: moved back and shrunk to the image.
    expect(squareRegion({ x: 800, y: 500, size: 2000 }, 900, 600)).toEqual({
      left: 300,
      top: 0,
      width: 600,
      height: 600,
    });
  });
});

describe("squarePhoto", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "foto-profil-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** 900 × 600: red left half, blue right half, with EXIF GPS (and an orientation when asked). */
  async function photo(name: string, orientation?: number): Promise<string> {
    const path = join(dir, name);
    const image = sharp({ create: { width: 900, height: 600, channels: 3, background: "#ff0000" } })
      .composite([
        {
          input: { create: { width: 450, height: 600, channels: 3, background: "#0000ff" } },
          left: 450,
          top: 0,
        },
      ])
      .withExif({
        IFD0: { Make: "KameraUji", ...(orientation ? { Orientation: String(orientation) } : {}) },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "8/1 39/1 0/1" },
      });
    await writeFile(path, await image.jpeg().toBuffer());
    return path;
  }

  const colourAt = async (blob: Blob, x: number, y: number) => {
    const { data, info } = await sharp(Buffer.from(await blob.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };
  const isRed = ([r, , b]: number[]) => r > 200 && b < 60;
  const isBlue = ([r, , b]: number[]) => b > 200 && r < 60;

  it("cuts the centre without a box, at 512 px, as a JPEG without metadata", async () => {
    const blob = await squarePhoto(await photo("tengah.jpg"), null);
    expect(blob.type).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: PHOTO_SIZE, height: PHOTO_SIZE });
    expect(meta.exif).toBeUndefined();
    // The centre square spans both halves.
    expect(isRed(await colourAt(blob, 20, 256))).toBe(true);
    expect(isBlue(await colourAt(blob, 490, 256))).toBe(true);
  });

  it("cuts the box the buyer chose", async () => {
    const blob = await squarePhoto(await photo("kotak.jpg"), { x: 500, y: 100, size: 400 });
    // Smaller than 512: kept at its size, not enlarged.
    expect(await sharp(Buffer.from(await blob.arrayBuffer())).metadata()).toMatchObject({
      width: 400,
      height: 400,
    });
    expect(isBlue(await colourAt(blob, 5, 5))).toBe(true);
    expect(isBlue(await colourAt(blob, 394, 394))).toBe(true);
  });

  it("reads the box in the upright photo, as the browser shows it", async () => {
    // Orientation 6: the stored 900 × 600 is shown turned a quarter right, 600 × 900 (red on top).
    const blob = await squarePhoto(await photo("tegak.jpg", 6), { x: 0, y: 0, size: 450 });
    const meta = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(isRed(await colourAt(blob, 256, 256))).toBe(true);
    expect(isBlue(await colourAt(blob, 256, 256))).toBe(false);
  });

  it("does not enlarge a small photo and refuses what is no image", async () => {
    const small = join(dir, "kecil.png");
    await writeFile(
      small,
      await sharp({ create: { width: 100, height: 80, channels: 4, background: "#00ff0080" } })
        .png()
        .toBuffer(),
    );
    const meta = await sharp(Buffer.from(await (await squarePhoto(small, null)).arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 80, height: 80, format: "jpeg" });

    const broken = join(dir, "rusak.jpg");
    await writeFile(broken, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
    await expect(squarePhoto(broken, null)).rejects.toBeInstanceOf(UnreadablePhoto);
  });
});

describe("answerFields (the profile forms without conform's client hook)", () => {
  it("shows the host's data first, then what was submitted with its first error", () => {
    const fresh = answerFields("profil", undefined, { name: "Dinas Kominfo" })("name");
    expect(fresh.props).toEqual({
      id: "profil-name",
      name: "name",
      defaultValue: "Dinas Kominfo",
      "aria-invalid": undefined,
      "aria-describedby": undefined,
    });
    const result = {
      initialValue: { ...valid, email: "bukan-email" },
      error: { email: ["Format Email tidak sesuai"] },
    };
    const email = answerFields("profil", result, { email: "lama@example.id" })("email");
    expect(email.props.defaultValue).toBe("bukan-email");
    expect(email.props["aria-invalid"]).toBe(true);
    expect(email.props["aria-describedby"]).toBe("profil-email-error");
    expect(email.meta.errors).toEqual(["Format Email tidak sesuai"]);
    // A field the reply hides (a password) comes back empty.
    expect(answerFields("sandi", { initialValue: {}, error: {} })("password").props.defaultValue).toBe("");
  });
});
