// The profile edit page's two saves (001 §2 Profile edit): the profile form, multipart because
// it may carry the photo, and the password change, a plain form. Both end on the page again
// with a success dialog, or give back what was typed with the errors and the host's message.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { getCustomerData, updateCustomerData, updateFrom } from "~/lib/admin/auth.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { hostAnswer, type HostRefusal } from "~/lib/forms/host-answer.server";
import { EDIT_PATH, savedHref } from "~/features/profile/paths";
import { readCropBox, squarePhoto, UnreadablePhoto } from "~/features/profile/photo.server";
import type { FormAnswer, Reply } from "~/lib/forms/answer";
import { STORE_REFUSAL_TITLE } from "~/lib/forms/texts";
import { passwordSchema, profileSchema, SAVED, type ProfileAction } from "~/features/profile/schema";
import { commitSession, type AppSession, type SignedInUser } from "~/lib/session.server";
import { PROFILE_PHOTO_RULE } from "~/lib/upload-rules";
import { readUpload, uploadRedirect, uploadSpec } from "~/lib/uploads.server";

const PHOTO_FIELD = "image";
const spec = uploadSpec({ [PHOTO_FIELD]: PROFILE_PHOTO_RULE });

/**
 * A form's answer: conform's reply (what was typed, the errors) and the error dialog with
 * `failure` (001 §8: the host's first email error, else its message). The password form shows
 * its failure in the form, inside its own dialog.
 */
const answer = (intent: ProfileAction["intent"], reply: Reply, failure?: string): FormAnswer =>
  failure && intent === "profil"
    ? { intent, reply, dialog: { title: STORE_REFUSAL_TITLE, message: failure } }
    : { intent, reply: failure ? { ...reply, error: { ...reply.error, "": [failure] } } : reply };

/** 001 §8: the first email error from the host, otherwise its message. */
const hostMessage = ({ fieldErrors, message }: HostRefusal) =>
  fieldErrors.email?.[0] ?? (message || "Data gagal diperbaharui, silahkan coba lagi.");

/** The host's field errors, first one per field, under the form's own names. */
const firstErrors = ({ fieldErrors }: HostRefusal) =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.slice(0, 1)]));

export async function saveProfile(request: Request, { userId, session }: SignedInUser) {
  const upload = await readUpload(request, spec);
  try {
    await requireCsrf(request, upload.fields);
    const submission = parseWithZod(upload.fields, { schema: profileSchema });
    const photoError = upload.fileErrors[PHOTO_FIELD];
    const refuse = (fieldErrors: Record<string, string[]>, failure?: string) =>
      data(answer("profil", submission.reply({ fieldErrors }), failure), {
        status: failure && !photoError ? 422 : 400,
      });
    // 001 §8: a refused photo shows its message in a dialog, like the host's refusals.
    if (photoError) return refuse({ [PHOTO_FIELD]: [photoError] }, photoError);
    if (submission.status !== "success") return refuse({});

    const file = upload.files.find((candidate) => candidate.field === PHOTO_FIELD);
    let photo: { blob: Blob; filename: string } | undefined;
    if (file) {
      try {
        photo = {
          blob: await squarePhoto(file.path, readCropBox(upload.fields)),
          filename: "foto-profil.jpg",
        };
      } catch (error) {
        if (!(error instanceof UnreadablePhoto)) throw error;
        return refuse({ [PHOTO_FIELD]: [PROFILE_PHOTO_RULE.badType] }, PROFILE_PHOTO_RULE.badType);
      }
    }
    try {
      await updateCustomerData(request, userId, submission.value, photo);
    } catch (error) {
      // The host's refusal or a busy host: the form as typed, the message in the error dialog.
      return hostAnswer(
        error,
        (message, refusal) =>
          refusal
            ? answer("profil", submission.reply({ fieldErrors: firstErrors(refusal) }), hostMessage(refusal))
            : answer("profil", submission.reply(), message),
        { upload: { request, upload } },
      );
    }
    return uploadRedirect(request, savedHref("profil"), await savedOnce(session, "profil"));
  } finally {
    await upload.dispose();
  }
}

export async function changePassword(request: Request, { userId, session }: SignedInUser) {
  const form = await readForm(request);
  await requireCsrf(request, form);
  const submission = parseWithZod(form, { schema: passwordSchema });
  const hidden = { hideFields: ["password", "password_confirmation"] };
  if (submission.status !== "success") {
    return data(answer("sandi", submission.reply(hidden)), { status: 400 });
  }
  try {
    // The host checks the whole profile with the password: it goes with what the host has now.
    const current = await getCustomerData(request, userId);
    await updateCustomerData(request, userId, { ...updateFrom(current), ...submission.value });
  } catch (error) {
    return hostAnswer(error, (message, refusal) =>
      refusal
        ? answer(
            "sandi",
            submission.reply({ ...hidden, fieldErrors: firstErrors(refusal) }),
            hostMessage(refusal),
          )
        : answer("sandi", submission.reply(hidden), message),
    );
  }
  // The host keeps the session's token: the buyer stays signed in.
  return redirect(savedHref("sandi"), await savedOnce(session, "sandi"));
}

/**
 * The success dialog's address (`?berhasil=profil`) shows it only with this mark in the session,
 * read once: a reload or a bookmark of that address does not repeat the dialog (issue 34).
 */
async function savedOnce(session: AppSession, what: "profil" | "sandi") {
  session.flash("saved", what);
  return { headers: { "Set-Cookie": await commitSession(session) } };
}

/**
 * The dialog the page shows for `?berhasil=`: its text when the session holds the mark of that
 * save (consumed: the answer carries the session without it), else null and the page's own address.
 */
export async function savedDialog(request: Request, session: AppSession) {
  const asked = new URL(request.url).searchParams.get("berhasil");
  if (asked === null) return { saved: null, headers: undefined };
  const marked = session.get("saved");
  if (asked !== marked) throw redirect(EDIT_PATH);
  return { saved: SAVED[marked], headers: { "Set-Cookie": await commitSession(session) } };
}
