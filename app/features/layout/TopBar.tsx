import type { LayoutSettings } from "~/lib/site";

/** Phone and e-mail of the shop (000 §2). */
export function TopBar({ settings }: { settings: LayoutSettings }) {
  return (
    <div className="top-bar">
      <div className="container">
        {settings.phone && <a href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}>☎ {settings.phone}</a>}
        {settings.email && <a href={`mailto:${settings.email}`}>✉ {settings.email}</a>}
      </div>
    </div>
  );
}
