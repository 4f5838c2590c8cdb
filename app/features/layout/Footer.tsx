import { Link } from "@remix-run/react";
import { ScrollToTop } from "./ScrollEffects";
import { SITE_NAME, type LayoutSettings } from "~/lib/site";

const HELP_LINKS = [
  { to: "/tentang-kami", label: "Tentang Kami" },
  { to: "/hubungi-kami", label: "Hubungi Kami" },
  { to: "/term-condition", label: "Syarat & Ketentuan" },
  { to: "/privacy-police", label: "Kebijakan Privasi" },
  { to: "/faq", label: "Pusat Bantuan" },
];

const SOCIAL = ["facebook", "twitter", "instagram", "linkedin"] as const;

export function Footer({ settings }: { settings: LayoutSettings }) {
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container footer-grid">
        <section>
          <h2>Kantor Pusat</h2>
          <address>{settings.address}</address>
          <ul className="social-links">
            {SOCIAL.filter((network) => settings[network]).map((network) => (
              <li key={network}>
                <a href={settings[network]} rel="noopener noreferrer" target="_blank">
                  {network.charAt(0).toUpperCase() + network.slice(1)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Bantuan</h2>
          <ul>
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Pembayaran</h2>
          <img src="/images/pembayaran.svg" alt="Transfer bank BPD" width={160} height={40} loading="lazy" />
          <h2>Pengiriman</h2>
          <img
            src="/images/pengiriman.svg"
            alt="Kurir JNE, POS Indonesia, TIKI"
            width={160}
            height={40}
            loading="lazy"
          />
        </section>
      </div>
      <p className="container copyright">© 2022 {SITE_NAME}. Hak cipta dilindungi.</p>
      {/* Inside a landmark (axe: region); fixed to the corner of the screen all the same. */}
      <ScrollToTop />
    </footer>
  );
}
