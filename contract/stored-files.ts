// Who may read a stored file (issue 20 item 2). Public media, the catalogue's images and the
// published review media with their reviewers' photos (000 §3), are served to anyone from the
// host's public file path. Every other stored file is a buyer's own (payment proofs, receipt
// documents, complaint evidence, any upload not yet published): it reaches only its owner,
// through the storefront with the buyer's session. A folder is private unless listed here.
// Pure and browser-safe: no imports.

/** The folders of public media below the files root. */
export const PUBLIC_FILE_FOLDERS: readonly string[] = ["produk", "kategori", "banner", "ulasan", "profil"];

/** A path as the host stores files: one folder, a generated name, an extension (`dokumen/3f9a…c1.pdf`). */
const STORED_PATH = /^[a-z0-9-]{1,40}\/[A-Za-z0-9_-]{1,100}\.[a-z0-9]{2,5}$/;

/** True for a path of that shape: nothing else is ever looked up (no `..`, no nested folders). */
export const isStoredFilePath = (path: string): boolean => STORED_PATH.test(path);

/** True for a file any visitor may load: its folder is one of the public media. */
export const isPublicFile = (path: string): boolean =>
  PUBLIC_FILE_FOLDERS.includes(path.replace(/^\/+/, "").split("/")[0]);
