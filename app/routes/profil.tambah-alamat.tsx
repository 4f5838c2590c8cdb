import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getZodConstraint } from "@conform-to/zod";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddressForm } from "~/features/buying/AddressForm";
import { loadRegions } from "~/lib/admin/regions.server";
import { addAddressAction } from "~/features/buying/address-action.server";
import { ADDRESS_BOOK } from "~/features/buying/address-forms";
import { addressSchema } from "~/features/buying/address-schema";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Tambah Alamat") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const { selection: _, ...regions } = await loadRegions({});
  // The checkout sends buyers here and wants them back.
  const backTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), ADDRESS_BOOK);
  return { regions, backTo, constraint: getZodConstraint(addressSchema) };
}

export const action = addAddressAction;

export default function AddAddress() {
  const { regions, backTo, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="address-page">
      <h1>Tambah Alamat</h1>
      <AddressForm regions={regions} constraint={constraint} answer={answer} backTo={backTo} />
    </section>
  );
}
