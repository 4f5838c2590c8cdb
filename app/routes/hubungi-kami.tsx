import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoList } from "~/components/ui/InfoList";
import { pageTitle } from "~/lib/site";
import { getSettings } from "~/lib/admin/public.server";
import { sheets } from "~/styles/sheets";

export const links = sheets("infoList");

export const meta: MetaFunction = () => [{ title: pageTitle("Hubungi Kami") }];

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
      <InfoList
        rows={[
          [
            "Telepon",
            <a key="phone" href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
              {contact.phone}
            </a>,
          ],
          [
            "Email",
            <a key="email" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>,
          ],
          ["Alamat", <address key="address">{contact.address}</address>],
          ["Provinsi", contact.province],
          ["Kabupaten/Kota", contact.district],
        ]}
      />
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
