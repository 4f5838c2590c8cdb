// The spec's upload rules (000 §5, 001 §3, §5 and §8) as one table both halves read (issue 20
// item 8): what each upload field accepts, its byte limits and the spec's exact messages, and the
// file types the shop stores. The storefront checks against it in the browser (by name) and on
// its server (by content, contract/file-sniffer.ts); the admin host checks the same on its side.
// Pure and browser-safe: no imports.

/** What a file is, as decided by its content on the servers and by its name in the browser. */
export type FileKind = "image" | "video" | "pdf" | "word" | "spreadsheet";

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
  /** Not the spec's: a chosen file of 0 bytes (a file input left empty sends none). */
  emptyFile: "File yang dipilih kosong (0 byte), silakan pilih file lain",
} as const;

/** 001 §3: "Media type is decided by file extension"; 001 §5: documents are .doc, .docx or .pdf. */
export const EXTENSIONS: Record<FileKind, readonly string[]> = {
  image: ["jpg", "jpeg", "png", "webp"],
  video: ["mp4", "mpeg", "mov", "3gp", "mkv", "avi"],
  pdf: ["pdf"],
  word: ["doc", "docx"],
  // Pesan Cepat's list (issue 33); the host takes no workbook.
  spreadsheet: ["xlsx"],
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
  spreadsheet: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
};

/** A type the shop stores: the extension a stored file gets, the type it is served with, its kind. */
export type FileType = { extension: string; mime: string; kind: FileKind };

/**
 * Every type an upload may be stored as, by the extension it is stored under: the sniffer's
 * verdicts, and the Content-Type a stored file is served with. A .doc is a Word 97-2003 compound
 * file, a .docx a Word OOXML package; neither takes another Office file (a workbook, a slide deck).
 */
export const FILE_TYPES = {
  jpg: { extension: "jpg", mime: "image/jpeg", kind: "image" },
  png: { extension: "png", mime: "image/png", kind: "image" },
  webp: { extension: "webp", mime: "image/webp", kind: "image" },
  pdf: { extension: "pdf", mime: "application/pdf", kind: "pdf" },
  doc: { extension: "doc", mime: "application/msword", kind: "word" },
  docx: {
    extension: "docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    kind: "word",
  },
  xlsx: {
    extension: "xlsx",
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    kind: "spreadsheet",
  },
  mp4: { extension: "mp4", mime: "video/mp4", kind: "video" },
  mov: { extension: "mov", mime: "video/quicktime", kind: "video" },
  "3gp": { extension: "3gp", mime: "video/3gpp", kind: "video" },
  mkv: { extension: "mkv", mime: "video/x-matroska", kind: "video" },
  avi: { extension: "avi", mime: "video/x-msvideo", kind: "video" },
  mpeg: { extension: "mpeg", mime: "video/mpeg", kind: "video" },
} as const satisfies Record<string, FileType>;

/** The stored type of a path by its extension (`bukti-bayar/ab12.png`), or null for any other. */
export function storedFileType(path: string): FileType | null {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1]?.toLowerCase() ?? "";
  return Object.hasOwn(FILE_TYPES, extension) ? FILE_TYPES[extension as keyof typeof FILE_TYPES] : null;
}

const imageLimit: SizeLimit = { maxBytes: IMAGE_MAX_BYTES, tooBig: MESSAGES.imageTooBig };
const videoLimit: SizeLimit = { maxBytes: VIDEO_MAX_BYTES, tooBig: MESSAGES.videoTooBig };

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

/** 001 §5 support documents and receipt documents: Word (.doc, .docx) or PDF up to 2,048,000 bytes. */
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

/** The kind a file name says (by its extension), or null. */
export function kindOfName(name: string): FileKind | null {
  const ext = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  if (!ext) return null;
  return (Object.keys(EXTENSIONS) as FileKind[]).find((kind) => EXTENSIONS[kind].includes(ext)) ?? null;
}
