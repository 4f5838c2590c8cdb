import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoList, infoListLinks } from "~/components/InfoList";
import { SITE_NAME } from "~/components/layout/types";
import { getCustomerData } from "~/lib/admin/auth.server";
import { requireUser } from "~/lib/session.server";

export const links: LinksFunction = infoListLinks;
export const meta: MetaFunction = () => [{ title: `Beranda Akun | ${SITE_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { userId } = await requireUser(request);
  return { customer: await getCustomerData(request, userId) };
}

/** 001 §2 Dashboard: the institution data (the transaction table joins it later). */
export default function Dashboard() {
  const { customer } = useLoaderData<typeof loader>();
  // The host stores a missing address as the text "null" (001 §2).
  const address = customer.address && customer.address !== "null" ? customer.address : null;
  return (
    <section>
      <h1>Beranda</h1>
      <article className="institution">
        {customer.image ? (
          <img
            className="photo"
            src={customer.image}
            alt={`Foto ${customer.name}`}
            width={128}
            height={128}
          />
        ) : (
          <span className="photo" aria-hidden="true">
            {(customer.name || customer.email).charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h2>{customer.name}</h2>
          <InfoList
            rows={[
              ["Nama Instansi", customer.instance_name],
              ["Email", customer.email],
              ["No Telepon", customer.phone],
              ...(address ? [["Alamat", address] as [string, string]] : []),
              ["NIP", customer.nip],
              ["Nama PP", customer.name_pp],
              ["Nama PPK", customer.name_ppk],
            ]}
          />
        </div>
      </article>
    </section>
  );
}
