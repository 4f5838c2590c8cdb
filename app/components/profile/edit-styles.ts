import type { LinksFunction } from "@remix-run/node";
import stylesheet from "./profile-edit.css?url";

/** The profile edit page's stylesheet (the page, its skeleton and the crop modal). */
export const profileEditLinks: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
