import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getZodConstraint } from "@conform-to/zod";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddressForm } from "~/features/buying/AddressForm";
import { getAddress, type AddressEntry } from "~/lib/admin/address.server";
import { adminClient } from "~/lib/admin/client.server";
import { loadRegions } from "~/lib/admin/regions.server";
import { addressIdOf, editAddressAction } from "~/features/buying/address-action.server";
import { ADDRESS_BOOK } from "~/features/buying/address-forms";
import { nullWhenNotFound } from "~/lib/not-found.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { addressSchema, type AddressInput } from "~/features/buying/address-schema";
import { requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Edit Alamat") }];

/** The buyer's own entry, or null: another buyer's id (404 from the host) shows nothing of it. */
async function ownAddress(request: Request): Promise<AddressEntry | null> {
  const id = addressIdOf(request);
  if (id === null) return null;
  return getAddress(await adminClient(request), id).catch(nullWhenNotFound);
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

export const action = editAddressAction;

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
