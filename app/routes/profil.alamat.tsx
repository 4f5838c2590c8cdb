import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Dialog } from "~/components/ui/Dialog";
import { Pager } from "~/components/ui/Pager";
import { FormAlert } from "~/components/ui/FormField";
import { ListTable } from "~/components/ui/ListTable";
import { deleteAddress, listAddresses, type AddressEntry } from "~/lib/admin/address.server";
import { AdminError, adminClient, emptyOnAdminError } from "~/lib/admin/client.server";
import { UPDATED_PARAM } from "~/features/buying/address-book";
import { PAGE_SIZES, pagedRows, queryHref, readQuery, type ListQuery } from "~/lib/list-query";
import { pager } from "~/lib/paging";
import { readForm } from "~/lib/body.server";
import { requireCsrf } from "~/lib/csrf.server";
import { hostBusyReply } from "~/lib/host-busy.server";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("buying");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Alamat") }];

const PATH = "/profil/alamat";

const fullAddress = (entry: AddressEntry) => {
  const place = entry.customer_address;
  return [place.address, place.sub_district, place.district, place.province].filter(Boolean).join(", ");
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  // 000 §8: an address list that fails to load is empty.
  const entries = await listAddresses(await adminClient(request), user.userId).catch(emptyOnAdminError);
  const list = pagedRows(
    entries,
    (entry) => [entry.name, entry.customer_address.receipt_name, fullAddress(entry)],
    params,
    (entry) => entry,
  );
  // Dialogs only ever show the buyer's own entries: an id from elsewhere finds nothing here.
  const find = (key: string) => entries.find((entry) => String(entry.id) === params.get(key)) ?? null;
  return {
    query: list.query,
    list,
    detail: find("detail"),
    deleting: find("hapus"),
    updated: params.get(UPDATED_PARAM) === "1",
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const id = Number(formData.get("id"));
  if (formData.get("intent") === "delete" && Number.isInteger(id) && id > 0) {
    try {
      await deleteAddress(await adminClient(request), id);
    } catch (error) {
      // A busy or unreachable host: the dialog stays open and says so (the address is still there).
      const busy = hostBusyReply(error, (message) => ({ failure: message }));
      if (busy) return busy;
      // 000 §8: a refused delete is silent.
      if (!(error instanceof AdminError)) throw error;
    }
  }
  // The list reloads on page 1, keeping search and page size.
  const query = readQuery(new URL(request.url).searchParams);
  throw redirect(queryHref(PATH, { ...query, page: 1 }));
}

export default function AddressBook() {
  const { query, list, detail, deleting, updated } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const here = (extra: Record<string, string> = {}, at: Partial<ListQuery> = {}) =>
    queryHref(PATH, { ...query, ...at }, extra);
  return (
    <section className="address-book">
      <header className="address-book-head">
        <h1>Alamat</h1>
        <Link to="/profil/tambah-alamat" role="button">
          Tambah Alamat
        </Link>
      </header>
      <ListControls query={query} />
      <div className="overflow-auto">
        <ListTable
          columns={[
            { label: "Satker", cell: (entry) => entry.name },
            { label: "Alamat", cell: fullAddress },
            {
              label: "Aksi",
              className: "row-actions",
              cell: (entry) => (
                <>
                  <Link to={here({ detail: String(entry.id) })} preventScrollReset>
                    Detail
                  </Link>
                  <Link to={`/profil/edit-alamat?id_alamat=${entry.id}`}>Edit</Link>
                  <Link to={here({ hapus: String(entry.id) })} preventScrollReset>
                    Hapus
                  </Link>
                </>
              ),
            },
          ]}
          rows={list.rows}
          rowKey={(entry) => entry.id}
          from={list.from}
          emptyRow
        />
      </div>
      <Pager
        pager={pager(query.page, list.pageCount)}
        href={(page) => here({}, { page })}
        label="Halaman alamat"
      />

      {detail ? (
        <Dialog title="Informasi Alamat" labelledBy="address-detail-title" closeTo={here()}>
          <dl className="address-detail">
            <dt>Nama penerima</dt>
            <dd dir="auto">{detail.customer_address.receipt_name}</dd>
            <dt>No telepon</dt>
            <dd>{detail.customer_address.receipt_phone_number}</dd>
            <dt>Alamat</dt>
            <dd dir="auto">{detail.customer_address.address}</dd>
            <dt>Satuan kerja</dt>
            <dd>{detail.name}</dd>
            <dt>Provinsi</dt>
            <dd>{detail.customer_address.province}</dd>
            <dt>Kabupaten/Kota</dt>
            <dd>{detail.customer_address.district}</dd>
            <dt>Kecamatan</dt>
            <dd>{detail.customer_address.sub_district}</dd>
          </dl>
          <footer>
            <Link to={here()} role="button" preventScrollReset>
              Tutup
            </Link>
          </footer>
        </Dialog>
      ) : null}
      {updated ? (
        <Dialog title="Selamat" labelledBy="address-updated-title" closeTo={here()}>
          <p>Data anda telah berhasil diperbaharui</p>
          <footer>
            <Link to={here()} role="button" preventScrollReset>
              OK
            </Link>
          </footer>
        </Dialog>
      ) : null}
      {deleting ? (
        // Posted to the dialog's own address: a refused delete comes back with the dialog open.
        <DeleteDialog
          id={deleting.id}
          cancelHref={here()}
          actionHref={here({ hapus: String(deleting.id) })}
          failure={refused?.failure}
        />
      ) : null}
    </section>
  );
}

function ListControls({ query }: { query: ListQuery }) {
  const submit = useSubmit();
  return (
    // A GET form: changing the search or the page size starts again on page 1.
    <Form method="get" className="address-book-controls" role="search">
      <label>
        Tampilkan
        <select
          name="limit"
          defaultValue={query.limit}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <label>
        Cari
        <input type="search" name="search" defaultValue={query.search} placeholder="Cari alamat" />
      </label>
      <button type="submit">Cari</button>
    </Form>
  );
}

function DeleteDialog({
  id,
  cancelHref,
  actionHref,
  failure,
}: {
  id: number;
  cancelHref: string;
  actionHref: string;
  /** Why the last delete did not happen (a busy host). */
  failure?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Dialog title="Hapus Alamat" labelledBy="delete-address-title" closeTo={cancelHref}>
      <p>Anda ingin melanjutkan menghapus data alamat ini?</p>
      <FormAlert message={failure} />
      <footer>
        <Link to={cancelHref} role="button" className="secondary" preventScrollReset>
          Batal
        </Link>{" "}
        <Form method="post" action={actionHref} className="inline-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="id" value={id} />
          <button type="submit" name="intent" value="delete" disabled={busy} aria-busy={busy || undefined}>
            Hapus
          </button>
        </Form>
      </footer>
    </Dialog>
  );
}
