import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** A demo document to write below the files root: a one-page PDF showing `lines`. */
export interface DemoDocument {
  /** Relative to the files root, e.g. "dokumen/contoh-1-bast.pdf". */
  path: string;
  lines: readonly string[];
}

/** Text inside a PDF string: backslashes and parentheses escaped, Latin-1 only. */
const pdfText = (text: string) => text.replace(/[\\()]/g, "\\$&").replace(/[^\x20-\x7e]/g, "?");

/** A valid one-page A4 PDF (Helvetica, one line per entry), with its cross-reference table. */
export function demoPdf(lines: readonly string[]): Buffer {
  const content = `BT /F1 14 Tf 20 TL 72 770 Td ${lines.map((line) => `(${pdfText(line)}) Tj T*`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

export async function writeDemoDocuments(
  filesDir: string,
  documents: readonly DemoDocument[],
): Promise<void> {
  for (const document of documents) {
    const target = join(filesDir, document.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, demoPdf(document.lines));
  }
}
