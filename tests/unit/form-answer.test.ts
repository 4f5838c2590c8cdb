import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldMessages, isFormAnswer, refusalAnswer, replyFor, submissionAnswer } from "~/lib/forms/answer";
import { REFUSAL_TITLE } from "~/lib/forms/texts";
import { answerFields } from "~/components/ui/answerFields";

const schema = z.object({
  name: z.string({ required_error: "Nama wajib diisi" }),
  email: z.string({ required_error: "Email wajib diisi" }).email("Email tidak valid"),
});

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("submissionAnswer", () => {
  it("keeps zod's field errors and what was typed", () => {
    const submission = parseWithZod(form([["email", "bukan-email"]]), { schema });
    const answer = submissionAnswer("profil", submission);
    expect(answer.intent).toBe("profil");
    expect(answer.dialog).toBeUndefined();
    expect(answer.reply.initialValue).toMatchObject({ email: "bukan-email" });
    expect(fieldMessages(answer.reply)).toEqual([
      { name: "name", message: "Nama wajib diisi" },
      { name: "email", message: "Email tidak valid" },
    ]);
  });

  it("adds the host's refusal of a valid form: its field errors, its message and the dialog", () => {
    const submission = parseWithZod(
      form([
        ["name", "Dinas PU"],
        ["email", "a@b.id"],
      ]),
      { schema },
    );
    const dialog = { title: REFUSAL_TITLE, message: "Email sudah terdaftar", name: "errorprofil" };
    const answer = submissionAnswer("profil", submission, {
      fieldErrors: { email: ["Email sudah terdaftar"] },
      formError: "Data gagal disimpan",
      dialog,
    });
    expect(answer.dialog).toEqual(dialog);
    expect(answer.reply.status).toBe("error");
    expect(answer.reply.error?.email).toEqual(["Email sudah terdaftar"]);
    expect(answer.reply.error?.[""]).toEqual(["Data gagal disimpan"]);
    expect(answer.reply.initialValue).toMatchObject({ name: "Dinas PU", email: "a@b.id" });
  });
});

describe("refusalAnswer", () => {
  it("echoes the text fields (repeated ones as a list), not files or the CSRF token", () => {
    const data = form([
      ["csrf", "token"],
      ["note", "Kirim pagi"],
      ["parts", "1"],
      ["parts", "2"],
      ["photo", new File(["x"], "a.png", { type: "image/png" })],
    ]);
    const answer = refusalAnswer("line", data, { formError: "Stok habis" });
    expect(answer.reply).toEqual({
      status: "error",
      initialValue: { note: "Kirim pagi", parts: ["1", "2"] },
      error: { "": ["Stok habis"] },
    });
    expect("dialog" in answer).toBe(false);
  });

  it("takes plain fields and a dialog", () => {
    const answer = refusalAnswer(
      "chat",
      { message: "" },
      {
        fieldErrors: { message: ["Pesan wajib diisi"] },
        dialog: { title: "Ooops", message: "Server sibuk" },
      },
    );
    expect(answer.reply.initialValue).toEqual({ message: "" });
    expect(fieldMessages(answer.reply)).toEqual([{ name: "message", message: "Pesan wajib diisi" }]);
    expect(answer.dialog?.message).toBe("Server sibuk");
  });
});

describe("reading an answer", () => {
  const answer = refusalAnswer(
    "address",
    { satker_id: "3" },
    { fieldErrors: { satker_id: ["Pilih alamat"] } },
  );

  it("gives a form's reply only when the answer is about that form", () => {
    expect(replyFor(answer, "address")).toBe(answer.reply);
    expect(replyFor(answer, "courier")).toBeUndefined();
    expect(replyFor(undefined, "address")).toBeUndefined();
  });

  it("tells an answer from other action data", () => {
    expect(isFormAnswer(answer)).toBe(true);
    expect(isFormAnswer({ ok: true })).toBe(false);
    expect(isFormAnswer(null)).toBe(false);
    expect(isFormAnswer({ intent: "x", reply: null })).toBe(false);
  });

  it("lists no message for the form itself or for a field without one", () => {
    expect(fieldMessages({ error: { "": ["Umum"], a: [], b: null, c: ["C salah"] } })).toEqual([
      { name: "c", message: "C salah" },
    ]);
    expect(fieldMessages(undefined)).toEqual([]);
  });
});

describe("answerFields lands a page without JavaScript on the first refused field", () => {
  it("gives autofocus to that field only", () => {
    const answer = refusalAnswer(
      "profil",
      { name: "", email: "x" },
      {
        formError: "Data gagal disimpan",
        fieldErrors: { email: ["Format Email tidak sesuai"], phone: ["No HP wajib diisi"] },
      },
    );
    const field = answerFields("profil", replyFor(answer, "profil"));
    expect(field("email").props.autoFocus).toBe(true);
    expect(field("phone").props.autoFocus).toBeUndefined();
    expect(field("name").props.autoFocus).toBeUndefined();
    expect(answerFields("profil", undefined)("email").props.autoFocus).toBeUndefined();
  });
});
