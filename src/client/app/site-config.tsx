// Company facts reach components through this context; the server fills it from the environment.
import { createContext, useContext } from "react";
import { defaultSiteConfig, type SiteConfig } from "../../shared/site-config.ts";

const SiteConfigContext = createContext<SiteConfig>(defaultSiteConfig);

export const SiteConfigProvider = SiteConfigContext.Provider;

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
