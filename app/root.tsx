import {
  data,
  redirect,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { useEffect, type ReactNode } from "react";
import { ErrorPage } from "~/features/layout/ErrorPage";
import { errorTitle } from "~/lib/error-texts";
import { markHydrated } from "~/features/layout/hydration";
import { useNonce } from "~/features/layout/nonce";
import { SiteLayout } from "~/features/layout/SiteLayout";
import { Toast } from "~/features/layout/Toast";
import { metaText, pageTitle, SITE_DESCRIPTION, SITE_NAME, type RouteHandle } from "~/lib/site";
import { keepRetryAfter } from "~/lib/http.server";
import { shouldRevalidateLayout } from "~/features/layout/layout-revalidation";
import { loadLayoutData } from "~/features/layout/layout.server";
import siteDarkHref from "~/styles/site-dark.css?url";
import siteHref from "~/styles/site.css?url";

// The error pages of host failures (503 busy or down) say when to retry.
export const headers = keepRetryAfter;

// Read again only where the layout's data can change; a form the host was too busy to take
// stays on screen as typed (see shouldRevalidateLayout).
export const shouldRevalidate = shouldRevalidateLayout;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: siteHref },
  // The base's dark theme (decision 0020): a light page neither waits for it nor applies it.
  { rel: "stylesheet", href: siteDarkHref, media: "(prefers-color-scheme: dark)" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ error }) => [
  { title: error ? pageTitle(errorTitle(isRouteErrorResponse(error) ? error.status : 500)) : SITE_NAME },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // 000 §2: an empty search goes to /produk?page=1 (the no-JS path of the search form).
  if (
    url.pathname === "/produk" &&
    url.searchParams.has("search") &&
    !url.searchParams.get("search")?.trim()
  ) {
    const rest = new URLSearchParams(url.search);
    rest.delete("search");
    if (rest.size === 0) throw redirect("/produk?page=1");
  }
  const { headers, ...layout } = await loadLayoutData(request);
  return data(layout, { headers });
}

function useIsBare(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.bare === true);
}

/** The deepest route's own description (RouteHandle.description), else the shop's. */
function useDescription(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const describe = (match.handle as RouteHandle | undefined)?.description;
    // A 405 or a thrown error leaves the route without data (null): the shop's text then.
    const text = describe && match.data != null ? describe(match.data) : null;
    if (text) return metaText(text);
  }
  return SITE_DESCRIPTION;
}

export function Layout({ children }: { children: ReactNode }) {
  useEffect(markHydrated, []);
  const nonce = useNonce();
  const description = useDescription();
  const scripts = !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.scripts === false);
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={description} />
        <Meta />
        <Links />
        {/* The first paint waits until the parser reaches the footer (Chromium 124+; others ignore
            it): painting part of the page and then styling and laying out the rest in a second
            long task after FCP was what sent TBT from 0 to 100-200 ms (architecture.md). */}
        <link rel="expect" href="#site-footer" blocking="render" />
      </head>
      <body id="top">
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** The products compared, from the page that changes the list, else from the root's cookie. */
function useCompared(fromCookie: number[] | undefined): number[] {
  for (const match of useMatches()) {
    const compared = (match.handle as RouteHandle | undefined)?.compared;
    if (compared && match.data !== undefined) return compared(match.data);
  }
  return fromCookie ?? [];
}

function Chrome({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const bare = useIsBare();
  const compared = useCompared(root?.compared);
  if (!root || bare) return <main className="container site-main">{children}</main>;
  return (
    <SiteLayout
      settings={root.settings}
      categories={root.categories}
      user={root.user}
      cart={root.cart}
      compared={compared}
    >
      {children}
    </SiteLayout>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>("root");
  if (!root) return <Outlet />;
  return (
    <AuthenticityTokenProvider token={root.csrfToken}>
      <Chrome>
        {root.toast && <Toast key={JSON.stringify(root.toast)} toast={root.toast} />}
        <Outlet />
      </Chrome>
    </AuthenticityTokenProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Chrome>
      <ErrorPage status={status} />
    </Chrome>
  );
}
