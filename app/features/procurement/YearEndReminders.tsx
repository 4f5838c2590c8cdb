// The dashboard's year-end block (from November, WITA): the fiscal year's orders still to pay, to
// receive or to complete with receipt documents, each linking to the tab where the buyer acts.
import { Link } from "@remix-run/react";
import { StatusBadge } from "~/features/orders/StatusBadge";
import { detailHref, TABS } from "~/features/orders/tabs";
import { filterHref, REALISATION_PATH } from "./query";
import type { Reminder, YearEndReminders as Reminders } from "./reminders";

/** Each list shows this many at first. */
const SHOWN = 10;

const tabLabel = (tab: Reminder["tab"]) => TABS.find((entry) => entry.id === tab)?.label ?? "";

function Items({ reminders, title }: { reminders: Reminder[]; title: string }) {
  return (
    <ul>
      {reminders.map((reminder) => (
        <li key={reminder.id}>
          <Link to={detailHref(reminder.id, reminder.tab)}>
            {reminder.invoice}
            <span className="visually-hidden">, {title.toLowerCase()}</span>
          </Link>{" "}
          <StatusBadge status={reminder.status} /> <small>tab {tabLabel(reminder.tab)}</small>
          {reminder.missing.length > 0 ? <small> · belum ada: {reminder.missing.join(", ")}</small> : null}
        </li>
      ))}
    </ul>
  );
}

/** The first SHOWN of a list; the rest behind a disclosure, so a long year keeps the page short. */
function ReminderList({ title, reminders }: { title: string; reminders: Reminder[] }) {
  if (reminders.length === 0) return null;
  const rest = reminders.slice(SHOWN);
  return (
    <>
      <h3>
        {title} ({reminders.length})
      </h3>
      <Items reminders={reminders.slice(0, SHOWN)} title={title} />
      {rest.length > 0 ? (
        <details>
          <summary>{rest.length} pesanan lainnya</summary>
          <Items reminders={rest} title={title} />
        </details>
      ) : null}
    </>
  );
}

export function YearEndReminders({ reminders }: { reminders: Reminders }) {
  const { year, unpaid, unreceived, documents } = reminders;
  const none = unpaid.length + unreceived.length + documents.length === 0;
  return (
    <article className="year-end" aria-labelledby="year-end-title" data-testid="year-end">
      <h2 id="year-end-title">Akhir tahun anggaran {year}</h2>
      {none ? (
        <p>Semua pesanan tahun anggaran {year} sudah dibayar, diterima dan lengkap dokumennya.</p>
      ) : (
        <p>Pesanan tahun anggaran {year} berikut perlu diselesaikan untuk pertanggungjawaban (SPJ).</p>
      )}
      <ReminderList title="Belum dibayar" reminders={unpaid} />
      <ReminderList title="Belum diterima" reminders={unreceived} />
      <ReminderList title="Dokumen penerimaan belum lengkap" reminders={documents} />
      <p>
        <Link to={filterHref(REALISATION_PATH, { year, source: null })}>Lihat realisasi anggaran {year}</Link>
      </p>
    </article>
  );
}
