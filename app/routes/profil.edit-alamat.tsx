import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getZodConstraint } from "@conform-to/zod";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddressForm } from "~/features/buying/AddressForm";
import { getAddress, updateAddress, type AddressEntry } from "~/lib/admin/address.server";
import { AdminError, adminClient } from "~/lib/admin/client.server";
import { loadRegions } from "~/lib/admin/regions.server";
import { UPDATED_HREF } from "~/features/buying/address-book";
import { readAddressForm } from "~/features/buying/address-form.server";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { sendAnswer } from "~/lib/forms/answer.server";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { sheets } from "~/styles/sheets";

export const links = sheets("buying");
import { keepRetryAfter } from "~/lib/http.server";
import { addressSchema, type AddressInput } from "~/features/buying/address-schema";
import { requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Edit Alamat") }];

const ADDRESS_BOOK = "/profil/alamat";

function addressId(request: Request): number | null {
  const id = Number(new URL(request.url).searchParams.get("id_alamat"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The buyer's own entry, or null: another buyer's id (404 from the host) shows nothing of it. */
async function ownAddress(request: Request): Promise<AddressEntry | null> {
  const id = addressId(request);
  if (id === null) return null;
  try {
    return await getAddress(await adminClient(request), id);
  } catch (error) {
    if (error instanceof AdminError) return null;
    throw error;
  }
}

function formValues(entry: AddressEntry): AddressInput {
  const place = entry.customer_address;
  return {
    name: entry.name,
    receipt_name: place.receipt_name,
    receipt_phone_number: place.receipt_phone_number,
    address: place.address,
    province_id: String(place.province_id),
    district_id: String(place.district_id),
    sub_district_id: String(place.sub_district_id),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const entry = await ownAddress(request);
  if (!entry) return { address: null, regions: null, constraint: null };
  const address = formValues(entry);
  const { selection: _, ...regions } = await loadRegions({
    provinceId: address.province_id,
    districtId: address.district_id,
    subDistrictId: address.sub_district_id,
  });
  return { address, regions, constraint: getZodConstraint(addressSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const id = addressId(request);
  if (id === null) throw redirect(ADDRESS_BOOK);
  const step = await readAddressForm(formData);
  // The next region list (no JavaScript) is no refusal; the form's own errors are.
  if (step.kind === "render")
    return step.answer.reply.status === "error" ? sendAnswer(step.answer) : step.answer;
  let saved = false;
  try {
    saved = await updateAddress(await adminClient(request), user.userId, id, step.value);
  } catch (error) {
    // A busy host is not a refusal: the buyer is told, the form stays as typed.
    const busy = hostBusyReply(error, step.refused);
    if (busy) return busy;
    if (!(error instanceof AdminError)) throw error;
  }
  // 000 §8: a failed update is silent; the form stays as typed.
  if (!saved) return sendAnswer(step.refused(), 422);
  // 000 §4: the list opens under the 'Selamat' dialog, a state of its address.
  throw redirect(UPDATED_HREF);
}

export default function EditAddress() {
  const { address, regions, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="address-page">
      <h1>Edit Alamat</h1>
      {address && regions && constraint ? (
        <AddressForm
          initial={address}
          regions={regions}
          constraint={constraint}
          answer={answer}
          backTo={ADDRESS_BOOK}
        />
      ) : (
        <p>
          Data tidak ditemukan. <Link to={ADDRESS_BOOK}>Kembali ke daftar alamat</Link>
        </p>
      )}
    </section>
  );
}
