import type { LinksFunction } from "@remix-run/node";
import stylesheet from "./catalogue.css?url";

/** The catalogue's own stylesheet, for every route that shows products. */
export const catalogueLinks: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
