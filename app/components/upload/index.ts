// Upload forms: see UploadForm.tsx for the usage, ~/lib/uploads.server for the action side and
// ~/lib/upload-rules for the rules (types, sizes, the spec's messages).
import type { LinksFunction } from "@remix-run/node";
import uploadHref from "./upload.css?url";

export { FileInput } from "./FileInput";
export { UploadForm, useUploadResult } from "./UploadForm";

export const uploadLinks: LinksFunction = () => [{ rel: "stylesheet", href: uploadHref }];
