/** A name safe in a Content-Disposition header and a ZIP entry: letters, digits, dot, dash, underscore. */
export const safeFileName = (value: string) => value.replace(/[^\w.-]+/g, "-").slice(0, 80) || "dokumen";
