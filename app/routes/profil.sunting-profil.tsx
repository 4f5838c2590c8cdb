// 001 §2 Profile edit (/profil/sunting-profil): the profile form with the photo, the password
// change as the URL state ?modal=sandi, and the success dialogs as ?berhasil=profil|sandi (shown
// once: the save leaves a mark in the session that the page reads).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Dialog } from "~/components/ui/Dialog";
import { useUploadResult } from "~/components/ui/upload";
import { pageTitle } from "~/lib/site";
import { PasswordDialog } from "~/features/profile/PasswordDialog";
import { ProfileForm } from "~/features/profile/ProfileForm";
import { getCustomerData } from "~/lib/admin/auth.server";
import { isMultipart } from "~/lib/body.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { changePassword, savedDialog, saveProfile } from "~/features/profile/edit.server";
import { isFormAnswer } from "~/lib/forms/answer";
import { EDIT_PATH } from "~/features/profile/paths";
import { requireUser } from "~/lib/session.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("profileEdit", "upload");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Sunting Pengguna") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId, session } = await requireUser(request);
  const { saved, headers } = await savedDialog(request, session);
  const passwordOpen = new URL(request.url).searchParams.get("modal") === "sandi";
  return data({ customer: await getCustomerData(request, userId), passwordOpen, saved }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  // The profile form carries the photo (multipart); the password form is a plain form.
  return isMultipart(request) ? saveProfile(request, user) : changePassword(request, user);
}

export default function EditProfile() {
  const { customer, passwordOpen, saved } = useLoaderData<typeof loader>();
  // The profile form's refusal may come from the upload script; the password form's is a plain post's.
  const [answer, setAnswer] = useUploadResult<typeof action>();
  const answered = isFormAnswer(answer) ? answer : undefined;
  return (
    <section className="profile-edit">
      <h1>Sunting Pengguna</h1>
      <ProfileForm customer={customer} answer={answered} onRefused={setAnswer} />
      {passwordOpen || answered?.intent === "sandi" ? <PasswordDialog answer={answered} /> : null}
      {saved ? (
        <Dialog title="Selamat" labelledBy="profile-saved-title" closeTo={EDIT_PATH}>
          <p>{saved}</p>
          <footer>
            <Link to={EDIT_PATH} role="button" preventScrollReset>
              OK
            </Link>
          </footer>
        </Dialog>
      ) : null}
    </section>
  );
}
