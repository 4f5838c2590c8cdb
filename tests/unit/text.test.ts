import { describe, expect, it } from "vitest";
import { stripControls } from "../../contract/text.ts";
import { readForm } from "~/lib/body.server";

describe("control characters (issue 20 item 5)", () => {
  it("strips C0 controls and DEL, keeps tab, newline and every printable character", () => {
    expect(stripControls("a\u0000b\u0007c\u001bd\u007fe")).toBe("abcde");
    expect(stripControls("baris 1\r\nbaris 2\tkolom")).toBe("baris 1\nbaris 2\tkolom");
    expect(stripControls("Ni Luh Putu \u202efdp.exe ✓ é")).toBe("Ni Luh Putu \u202efdp.exe ✓ é");
  });

  it("is applied by the storefront's form reader to every field", async () => {
    const request = new Request("http://localhost/profil/chat", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "message=Halo%00admin%0D%0A&nama_penerima=Made%1B%E2%80%AE",
    });
    const form = await readForm(request);
    expect(form.get("message")).toBe("Haloadmin\n");
    expect(form.get("nama_penerima")).toBe("Made\u202e");
  });
});
