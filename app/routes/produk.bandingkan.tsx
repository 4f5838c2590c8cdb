// Bandingkan Produk (issue 24): up to four products side by side. The list lives in the URL
// (`?id=1,5,9`, to share or keep) and in a cookie for the header's count; a 'Bandingkan' button
// anywhere posts here to add one. Public and cacheable while it holds nothing personal.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { CompareTable } from "~/features/compare/CompareTable";
import { adminClient } from "~/lib/admin/client.server";
import { readForm } from "~/lib/body.server";
import { comparedCookieHeader, loadCompared, readComparedCookie } from "~/features/compare/compare.server";
import {
  addCompared,
  compareHref,
  COMPARE_FULL,
  formatCompared,
  parseCompared,
} from "~/features/compare/list";
import { requireCsrf } from "~/lib/csrf.server";
import { keepRetryAfter } from "~/lib/http.server";
import { getOptionalUser } from "~/lib/session.server";
import { pageTitle, type RouteHandle } from "~/lib/site";
import { sheets } from "~/styles/sheets";

export const links = sheets("catalogue", "compare");

export const headers = keepRetryAfter;

// The header counts what this page shows (and stores), not the cookie the request came with.
export const handle: RouteHandle = {
  compared: (data) => (data as { products: { id: number }[] }).products.map((product) => product.id),
};

export const meta: MetaFunction = () => [{ title: pageTitle("Bandingkan Produk") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const stored = await readComparedCookie(request);
  // The URL wins (a shared comparison); the bare address shows the buyer's own list.
  const requested = url.searchParams.has("id") ? parseCompared(url.searchParams.get("id")) : stored;
  const [admin, user] = await Promise.all([adminClient(request), getOptionalUser(request)]);
  const { products, dropped } = await loadCompared(admin, requested);
  const ids = products.map((product) => product.id);
  // The cookie follows what is shown, so the header counts it and the next 'Bandingkan' adds to it.
  const headers = new Headers();
  if (formatCompared(ids) !== formatCompared(stored))
    headers.append("Set-Cookie", await comparedCookieHeader(ids));
  return data({ products, dropped, shareHref: compareHref(ids), signedIn: user !== null }, { headers });
}

const addSchema = z.object({ id: z.coerce.number().int().positive().max(999_999_999) });

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await requireCsrf(request, formData);
  const parsed = addSchema.safeParse({ id: formData.get("id") });
  if (!parsed.success) throw new Response("Permintaan tidak valid.", { status: 400 });
  const result = addCompared(await readComparedCookie(request), parsed.data.id);
  // A fifth product: the page shows the four with the message, each with its remove link.
  if (result.kind === "full") return data({ refused: COMPARE_FULL }, { status: 422 });
  throw redirect(compareHref(result.ids), {
    headers: { "Set-Cookie": await comparedCookieHeader(result.ids) },
  });
}

export default function ComparePage() {
  const { products, dropped, shareHref, signedIn } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="compare-page">
      <h1>Bandingkan Produk</h1>
      {answer?.refused ? (
        <p role="alert" className="compare-note compare-refused">
          {answer.refused}
        </p>
      ) : null}
      {dropped > 0 ? (
        <p className="compare-note" data-testid="compare-dropped">
          {dropped} produk tidak ditemukan atau tidak aktif, sehingga dihapus dari perbandingan.
        </p>
      ) : null}
      {products.length === 0 ? (
        <section className="empty">
          <p>Belum ada produk untuk dibandingkan. Pilih &lsquo;Bandingkan&rsquo; pada produk (maksimal 4).</p>
          <Link to="/produk?page=1" role="button">
            Lihat produk
          </Link>
        </section>
      ) : (
        <>
          <p className="compare-share">
            Tautan perbandingan ini dapat dibagikan atau disimpan:{" "}
            <Link to={shareHref} data-testid="compare-share">
              {products.length} produk
            </Link>
          </p>
          <CompareTable products={products} signedIn={signedIn} />
        </>
      )}
    </div>
  );
}
