// What the server hands to the browser, in the page's JSON data block.
import type { SiteConfig } from "../../shared/site-config.ts";
import type { Messages } from "@lingui/core";
import type { IslandData } from "./island.tsx";

/** A server-rendered public page: what its islands need to hydrate. */
export interface PageData {
  /** The address the page was rendered for (the page cache drops parameters the page does not read). */
  href: string;
  /** The compiled messages of the catalogs the islands' texts come from (common, and the page's own when they read it). */
  messages: Messages;
  /** The answer to a form posted to the page without JavaScript, if any. */
  actionData?: unknown;
  /** The page's islands in document order; island number i is the <mm-island data-i="i">. */
  islands: IslandData[];
}

export interface AppData {
  site: SiteConfig;
  /** False for pages rendered only in the browser (admin). */
  ssr: boolean;
  page?: PageData;
}
