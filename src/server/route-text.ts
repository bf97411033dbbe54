// English names and descriptions of the public pages, for the server's own English texts (RSS, assistant links),
// read from the same catalog the site renders them from.
import common from "../client/i18n/locales/common/en.json" with { type: "json" };
import { publicRoute, type PublicPath } from "../shared/public-routes.ts";

const messages: Record<string, string> = common;

export function routeText(path: PublicPath, field: "title" | "description" | "link"): string {
  return messages[`route.${publicRoute(path).key}.${field}`] ?? path;
}
