// What the server hands to the browser for hydration, in the page's JSON data block.
import type { HydrationState } from "react-router";
import type { SiteConfig } from "../../shared/site-config.ts";

export interface AppData {
  site: SiteConfig;
  /** False for pages rendered only in the browser (admin). */
  ssr: boolean;
  hydration?: HydrationState;
}
