import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SITE_NAME } from "~/components/layout/types";
import { getSettings } from "~/lib/admin/public.server";

export const meta: MetaFunction = () => [{ title: `Hubungi Kami | ${SITE_NAME}` }];

/** A link to the office on a map site; no map script is loaded into the page. */
function mapUrl(lat: string, long: string): string | null {
  const [latitude, longitude] = [Number.parseFloat(lat), Number.parseFloat(long)];
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const query = new URLSearchParams({ api: "1", query: `${latitude},${longitude}` });
  return `https://www.google.com/maps/search/?${query}`;
}

export async function loader() {
  const { phone, email, address, province, district, lat, long } = await getSettings();
  return { phone, email, address, province, district, map: mapUrl(lat, long) };
}

export default function ContactUs() {
  const contact = useLoaderData<typeof loader>();
  return (
    <article className="static-page">
      <h1>Hubungi Kami</h1>
      <dl>
        <dt>Telepon</dt>
        <dd>
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>Alamat</dt>
        <dd>
          <address>{contact.address}</address>
        </dd>
        <dt>Provinsi</dt>
        <dd>{contact.province}</dd>
        <dt>Kabupaten/Kota</dt>
        <dd>{contact.district}</dd>
      </dl>
      {contact.map && (
        <p>
          <a href={contact.map} target="_blank" rel="noopener noreferrer">
            Lihat lokasi di peta
          </a>
        </p>
      )}
    </article>
  );
}
