// What each upload field of the shop accepts, with the spec's limits and exact messages
// (000 §5, 001 §3, §5 and §8). Pure and browser-safe: the server (readUpload, by content) and the
// browser (file inputs, by extension and MIME type) check against the same rules.

/** What a file is, as decided by its content on the server and by its name in the browser. */
export type FileKind = "image" | "video" | "pdf" | "word";

export type SizeLimit = {
  /** Largest accepted size in bytes (inclusive). */
  maxBytes: number;
  /** The spec's message for a file above `maxBytes`. */
  tooBig: string;
};

export type FileRule = SizeLimit & {
  kinds: readonly FileKind[];
  /** The spec's message for a file of another kind. */
  badType: string;
  /** A different limit for some kinds (review and complaint videos). */
  sizes?: Partial<Record<FileKind, SizeLimit>>;
};

export const IMAGE_MAX_BYTES = 2_048_000;
export const VIDEO_MAX_BYTES = 50_000_000;
export const DOCUMENT_MAX_BYTES = 2_048_000;
/** 001 §5: the profile photo "must be under 2,000,000 bytes". */
export const PROFILE_PHOTO_MAX_BYTES = 2_000_000 - 1;

export const MESSAGES = {
  imageTooBig: "Ukuran format Gambar anda lebih dari 2mb",
  videoTooBig: "Ukuran format video anda lebih dari 50mb",
  documentTooBig: "Ukuran format File anda lebih dari 2mb",
  imageType: "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)",
  proofType: "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)",
  documentType: "Format File Hanya berupa(.docx, .doc, .pdf)",
} as const;

/** 001 §3: "Media type is decided by file extension". */
export const EXTENSIONS: Record<FileKind, readonly string[]> = {
  image: ["jpg", "jpeg", "png", "webp"],
  video: ["mp4", "mpeg", "mov", "3gp", "mkv", "avi"],
  pdf: ["pdf"],
  word: ["doc", "docx"],
};

/** The MIME types browsers report for those extensions (for `accept` and the browser check). */
export const MIME_TYPES: Record<FileKind, readonly string[]> = {
  image: ["image/jpeg", "image/png", "image/webp"],
  video: [
    "video/mp4",
    "video/mpeg",
    "video/quicktime",
    "video/3gpp",
    "video/x-matroska",
    "video/matroska",
    "video/x-msvideo",
    "video/avi",
    "video/vnd.avi",
  ],
  pdf: ["application/pdf"],
  word: ["application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
};

const imageLimit: SizeLimit = { maxBytes: IMAGE_MAX_BYTES, tooBig: MESSAGES.imageTooBig };
const videoLimit: SizeLimit = { maxBytes: VIDEO_MAX_BYTES, tooBig: MESSAGES.videoTooBig };

/** A product or profile image elsewhere: jpg, png, webp up to 2,048,000 bytes. */
export const IMAGE_RULE: FileRule = { kinds: ["image"], badType: MESSAGES.imageType, ...imageLimit };

/** 001 §5 profile photo: an image under 2,000,000 bytes. */
export const PROFILE_PHOTO_RULE: FileRule = {
  kinds: ["image"],
  badType: MESSAGES.imageType,
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  tooBig: MESSAGES.imageTooBig,
};

/** 000 §5 and 001 §5 proof of payment: an image or a PDF up to 2,048,000 bytes. */
export const PAYMENT_PROOF_RULE: FileRule = {
  kinds: ["image", "pdf"],
  badType: MESSAGES.proofType,
  ...imageLimit,
};

/** 001 §5 support documents and receipt documents: Word or PDF up to 2,048,000 bytes. */
export const DOCUMENT_RULE: FileRule = {
  kinds: ["word", "pdf"],
  badType: MESSAGES.documentType,
  maxBytes: DOCUMENT_MAX_BYTES,
  tooBig: MESSAGES.documentTooBig,
};

/**
 * 001 §5 review and complaint media: images up to 2,048,000 bytes, videos up to 50,000,000.
 * The spec's wrong-format message for reviews "lists the image types"; complaints use the same.
 */
export const MEDIA_RULE: FileRule = {
  kinds: ["image", "video"],
  badType: MESSAGES.imageType,
  ...imageLimit,
  sizes: { video: videoLimit },
};

/** The size limit that applies to a file of `kind` under `rule`. */
export function limitFor(rule: FileRule, kind: FileKind): SizeLimit {
  return rule.sizes?.[kind] ?? rule;
}

/** The largest file `rule` accepts, whatever its kind. */
export function largestFile(rule: FileRule): number {
  return Math.max(...rule.kinds.map((kind) => limitFor(rule, kind).maxBytes));
}

/** The `accept` attribute of a file input for `rule`: extensions and MIME types. */
export function acceptOf(rule: FileRule): string {
  return rule.kinds
    .flatMap((kind) => [...EXTENSIONS[kind].map((ext) => `.${ext}`), ...MIME_TYPES[kind]])
    .join(",");
}

/** The kind a file name says (by its extension), or null. */
export function kindOfName(name: string): FileKind | null {
  const ext = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  if (!ext) return null;
  return (Object.keys(EXTENSIONS) as FileKind[]).find((kind) => EXTENSIONS[kind].includes(ext)) ?? null;
}

/**
 * The browser's check of a chosen file: the spec's message, or null when it may be sent.
 * Decided by the name's extension, as the spec does; the server then checks the content.
 */
export function checkFile(rule: FileRule, file: { name: string; size: number }): string | null {
  const kind = kindOfName(file.name);
  if (kind === null || !rule.kinds.includes(kind)) return rule.badType;
  const limit = limitFor(rule, kind);
  return file.size > limit.maxBytes ? limit.tooBig : null;
}
