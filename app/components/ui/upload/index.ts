// Upload forms: see UploadForm.tsx for the usage, ~/lib/uploads.server for the action side and
// ~/lib/upload-rules for the rules (types, sizes, the spec's messages).

export { FileInput } from "./FileInput";
export { UploadForm, useUploadResult } from "./UploadForm";
