import { describe, expect, it } from "vitest";
import { safeFileName } from "~/lib/file-names";

describe("safeFileName", () => {
  it("keeps letters, digits, dots, dashes and underscores, and nothing a header could be broken by", () => {
    expect(safeFileName("INV-20261123-00008")).toBe("INV-20261123-00008");
    expect(safeFileName('INV/../"x"\r\n')).toBe("INV-..-x-");
  });

  it("is never empty nor longer than 80 characters", () => {
    expect(safeFileName("")).toBe("dokumen");
    expect(safeFileName("a".repeat(200))).toHaveLength(80);
  });
});
