import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { Dialog } from "~/components/ui/Dialog";
import { Pager } from "~/components/ui/Pager";
import { FormAnswer } from "~/components/ui/FormAnswer";
import { ListTable } from "~/components/ui/ListTable";
import { listAddresses, type AddressEntry } from "~/lib/admin/address.server";
import { adminClient, emptyOnAdminError } from "~/lib/admin/client.server";
import { deleteAddressAction } from "~/features/buying/address-action.server";
import { ADDRESS_BOOK, DELETE_ADDRESS_FORM, DELETE_ADDRESS_INTENT } from "~/features/buying/address-forms";
import { UPDATED_PARAM } from "~/features/buying/address-book";
import { PAGE_SIZES, pagedRows, queryHref, type ListQuery } from "~/lib/list-query";
import { pager } from "~/lib/paging";
import { keepDataAfterBusyPost } from "~/lib/host-busy";
import { keepRetryAfter } from "~/lib/http.server";
import { requireUser } from "~/lib/session.server";
import { pageTitle } from "~/lib/site";
import { intentField, type FormAnswer as FormAnswerData } from "~/lib/forms/answer";
import { sheets } from "~/styles/sheets";

export const links = sheets("buying");

export const headers = keepRetryAfter;
export const shouldRevalidate = keepDataAfterBusyPost;

export const meta: MetaFunction = () => [{ title: pageTitle("Alamat") }];

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

export const action = deleteAddressAction;

export default function AddressBook() {
  const { query, list, detail, deleting, updated } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const here = (extra: Record<string, string> = {}, at: Partial<ListQuery> = {}) =>
    queryHref(ADDRESS_BOOK, { ...query, ...at }, extra);
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
          answer={answer}
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
  answer,
}: {
  id: number;
  cancelHref: string;
  actionHref: string;
  /** Why the last delete did not happen (the host refused it, or was busy). */
  answer: FormAnswerData | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Dialog title="Hapus Alamat" labelledBy="delete-address-title" closeTo={cancelHref}>
      <p>Anda ingin melanjutkan menghapus data alamat ini?</p>
      <FormAnswer answer={answer} intent={DELETE_ADDRESS_INTENT} formId={DELETE_ADDRESS_FORM} />
      <footer>
        <Link to={cancelHref} role="button" className="secondary" preventScrollReset>
          Batal
        </Link>{" "}
        <Form method="post" action={actionHref} id={DELETE_ADDRESS_FORM} className="inline-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            {...intentField(DELETE_ADDRESS_INTENT)}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            Hapus
          </button>
        </Form>
      </footer>
    </Dialog>
  );
}
