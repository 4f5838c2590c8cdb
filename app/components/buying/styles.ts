import type { LinksFunction } from "@remix-run/node";
import buyingStyles from "./buying.css?url";

/** The buying pages' own stylesheet, linked by each of their routes. */
export const buyingLinks: LinksFunction = () => [{ rel: "stylesheet", href: buyingStyles }];
