// English names and descriptions of the public pages, for the server's own English texts (RSS, assistant links),
// from the same catalog the site renders them from.
import { publicRoute, type PublicPath } from "../shared/public-routes.ts";
import type { MessageId } from "../client/i18n/ids.ts";
import { serverText } from "./i18n.ts";

export function routeText(path: PublicPath, field: "title" | "description" | "link"): string {
  return serverText("en", `route.${publicRoute(path).key}.${field}` as MessageId);
}
