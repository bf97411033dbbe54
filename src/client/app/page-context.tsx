// What a public page's interactive parts (islands) know of the page without a client router: its address, the answer
// to a form posted without JavaScript, its language's texts and the site's facts. The server fills it from the request;
// the browser from the address bar and the page's data block, for every island of the page alike.
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { I18nProvider } from "@lingui/react";
import type { I18n } from "@lingui/core";
import type { SiteConfig } from "../../shared/site-config.ts";
import { SiteConfigProvider } from "./site-config.tsx";

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface AddressUpdate {
  /** Replace the current history entry rather than add one. */
  replace?: boolean;
}

/** The page's address: read by islands, changed in place for filters kept in it, or left for another page. */
export interface LocationStore {
  get(): PageLocation;
  /** The address the server rendered: the hydrating render reads it, so it matches the HTML. */
  rendered(): PageLocation;
  subscribe(listener: () => void): () => void;
  /** A new query string on the same page, without loading it (a filter the page applies itself). */
  setSearch(search: string, update?: AddressUpdate): void;
  /** Another page (or this one with a query the server must answer): a page load, which the page cache serves. */
  load(href: string): void;
}

function locationOf(href: string, base: string): PageLocation {
  const url = new URL(href, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The server's view: the address the page is rendered for, which nothing changes. */
export function staticLocation(href: string): LocationStore {
  const location = locationOf(href, "http://localhost");
  return {
    get: () => location,
    rendered: () => location,
    subscribe: () => () => {},
    setSearch: () => {
      throw new Error("The address cannot change while the server renders.");
    },
    load: () => {
      throw new Error("No page can be loaded while the server renders.");
    },
  };
}

/** The browser's view: the address bar, followed through Back and Forward and the islands' own updates. */
export function browserLocation(renderedHref: string): LocationStore {
  const rendered = locationOf(renderedHref, window.location.href);
  const listeners = new Set<() => void>();
  const read = () => locationOf(window.location.href, window.location.href);
  const first = read();
  // The same object when the address is the one rendered, so hydration finds no change to render again for (a store
  // change re-renders at once, in one task that cannot yield).
  const same = first.pathname === rendered.pathname && first.search === rendered.search && first.hash === rendered.hash;
  let current = same ? rendered : first;
  const changed = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  window.addEventListener("popstate", changed);
  return {
    get: () => current,
    rendered: () => rendered,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSearch: (search, { replace = false } = {}) => {
      const query = search && !search.startsWith("?") ? `?${search}` : search;
      const href = `${window.location.pathname}${query}${window.location.hash}`;
      if (replace) window.history.replaceState(null, "", href);
      else window.history.pushState(null, "", href);
      changed();
    },
    load: (href) => window.location.assign(href),
  };
}

export interface PageContextValue {
  location: LocationStore;
  /** The server's answer to a form posted to this page without JavaScript (lead-form-action.ts), if any. */
  actionData: unknown;
}

const PageContext = createContext<PageContextValue | null>(null);

/** The whole context, for an island that re-provides it to a part rendered on its own (island.tsx). */
export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("A public page's part rendered outside PageProviders.");
  return value;
}

export function usePageLocation(): PageLocation {
  const { location } = usePageContext();
  return useSyncExternalStore(location.subscribe, location.get, location.rendered);
}

export type SetSearchParams = (next: URLSearchParams | ((prev: URLSearchParams) => URLSearchParams), update?: AddressUpdate) => void;

/** The page's query, and a way to change it in place (the page then reacts itself; nothing is loaded). */
export function usePageSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location } = usePageContext();
  const { search } = usePageLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, update) => {
      const value = typeof next === "function" ? next(new URLSearchParams(location.get().search)) : next;
      location.setSearch(value.toString(), update);
    },
    [location],
  );
  return [params, setParams];
}

/** Loads another page (links between public pages are page loads; the page cache answers them). */
export function usePageLoad(): (href: string) => void {
  const { location } = usePageContext();
  return location.load;
}

export function usePageActionData(): unknown {
  return usePageContext().actionData;
}

/** Everything a public page's part reads from above it; the server wraps the whole page in it, the browser each island. */
export function PageProviders({ i18n, site, page, children }: { i18n: I18n; site: SiteConfig; page: PageContextValue; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <SiteConfigProvider value={site}>
        <PageContext.Provider value={page}>{children}</PageContext.Provider>
      </SiteConfigProvider>
    </I18nProvider>
  );
}
