// Server rendering: runs the route loaders, renders the matched page to HTML, and returns its head tags
// and the hydration data (sent as a JSON data block, so the CSP needs no inline script).
import { renderToPipeableStream, renderToString as renderPartToString } from "react-dom/server";
import { PassThrough } from "node:stream";
import { StrictMode } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { SiteConfig } from "../shared/site-config.ts";
import { routes, isAdminPath } from "./app/routes.tsx";
import { PageProviders, staticLocation } from "./app/page-context.tsx";
import { IslandRecorderProvider, type IslandData, type IslandRecorder, type RecordedIsland } from "./app/island.tsx";
import { islands as islandModules } from "./app/islands.ts";
import { deferredPartsLoaded } from "./app/deferred.tsx";
import { earlyChatTemplate } from "./features/chat-widget/early-chat-panel.tsx";
import { areasOfMatches, metaFromMatches, renderHeadHtml, type PageMeta } from "./app/page-meta.ts";
import { loadCatalog, requestI18n } from "./i18n/catalogs.ts";
import { translate } from "./i18n/use-t.ts";
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "../shared/locales.ts";
import type { AppData } from "./app/app-data.ts";
import type { ApiGet, ApiPost, LoaderContext } from "./app/api-data.ts";

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      lang: Locale;
      head: string;
      html: string;
      data: string;
      /** What the page runs in the browser besides the entry, by name in Vite's build manifest (the server preloads it). */
      modules: string[];
    };

/** A form posted to the page without JavaScript: its raw body, and the API as the visitor's own address sees it. */
export interface PagePost {
  body: string;
  contentType: string;
  apiPost: ApiPost;
}

/** `noindex`: a page search engines must not keep whatever its route says (a blog post's preview, issue 30). */
export type RenderFn = (req: { url: string; site: SiteConfig; apiGet: ApiGet; post?: PagePost; noindex?: boolean }) => Promise<RenderResult>;

const handler = createStaticHandler(routes);

/** The admin screens' client (React Router) and the public pages' (islands), by their names in Vite's manifest. */
const ADMIN_CLIENT = "app/admin-client.tsx";
const ISLANDS_CLIENT = "app/islands-client.tsx";

/** JSON safe to place inside a <script type="application/json"> element. */
function serialise(data: AppData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

function renderToString(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => (html += chunk.toString("utf8")));
    sink.on("end", () => resolve(html));
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => reject(err),
    });
  });
}

/** What a public page runs in the browser besides the entry, as Vite's manifest names it: the islands' client and modules. */
function browserModules(rendered: readonly IslandData[]): string[] {
  return [ISLANDS_CLIENT, ...new Set(rendered.map((island) => islandModules[island.name].file))];
}

/** Collects a render's islands, each rendered as a tree of its own (the way the browser hydrates it). */
function islandRecorder(): IslandRecorder & { rendered: RecordedIsland[] } {
  const rendered: RecordedIsland[] = [];
  return {
    rendered,
    add: (island) => rendered.push(island) - 1,
    render: (node, identifierPrefix) => renderPartToString(<StrictMode>{node}</StrictMode>, { identifierPrefix }),
  };
}

/**
 * The islands for the page's data block, once each is checked to be the component its name loads in the browser (a
 * wrong name in an <Island> would otherwise hydrate another component over the server's HTML).
 */
async function islandData(rendered: readonly RecordedIsland[]): Promise<IslandData[]> {
  return Promise.all(
    rendered.map(async ({ name, props, component }) => {
      if ((await islandModules[name].load()) !== component) throw new Error(`The island "${name}" is not the component islands.ts loads for it.`);
      return { name, props };
    }),
  );
}

/** The answer to a form posted without JavaScript: the action data of whichever route has one. */
function actionDataOf(actionData: Record<string, unknown> | null): unknown {
  return actionData ? Object.values(actionData).find((v) => v !== undefined) : undefined;
}

export const render: RenderFn = async ({ url, site, apiGet, post, noindex }) => {
  const request = new Request(
    new URL(url, site.siteUrl),
    post ? { method: "POST", body: post.body, headers: { "content-type": post.contentType } } : undefined,
  );
  const pathname = new URL(request.url).pathname;

  // Admin screens need the signed-in session from browser storage: they render in the browser only.
  if (isAdminPath(pathname)) {
    const meta: PageMeta = { title: "Admin", description: "Admin area", noindex: true };
    const i18n = await requestI18n(DEFAULT_LOCALE, ["common"]);
    const head = renderHeadHtml(meta, site, pathname, DEFAULT_LOCALE, (m, v) => translate(i18n, m, v));
    // The admin client (React Router) is loaded by the entry only on these pages: preloaded here.
    return { kind: "page", status: 200, lang: DEFAULT_LOCALE, head, html: "", data: serialise({ site, ssr: false }), modules: [ADMIN_CLIENT] };
  }

  const loaderContext: LoaderContext = { apiGet, apiPost: post?.apiPost };
  await deferredPartsLoaded();
  const context = await handler.query(request, { requestContext: loaderContext });
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }
  // The language comes from the path alone (/hi/…): never from the browser's Accept-Language, so a link shows the
  // same page to everyone and to search engines.
  const locale = localeOfPath(pathname);
  const i18n = await requestI18n(locale, areasOfMatches(context.matches));
  const t = (m: Parameters<typeof translate>[1], v?: Record<string, unknown>) => translate(i18n, m, v);
  const router = createStaticRouter(handler.dataRoutes, context);
  const href = `${pathname}${new URL(request.url).search}`;
  const actionData = actionDataOf(context.actionData);
  const recorder = islandRecorder();
  // The router renders the page on the server only; the browser hydrates the page's islands, with no router.
  const html = await renderToString(
    <StrictMode>
      <PageProviders i18n={i18n} site={site} page={{ location: staticLocation(href), actionData }}>
        <IslandRecorderProvider value={recorder}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </IslandRecorderProvider>
      </PageProviders>
    </StrictMode>,
  );
  const uiMatches = context.matches.map((m) => ({
    id: m.route.id,
    pathname: m.pathname,
    params: m.params,
    data: context.loaderData[m.route.id],
    loaderData: context.loaderData[m.route.id],
    handle: m.route.handle,
  }));
  const found = metaFromMatches(uiMatches, pathname, t);
  const meta = noindex ? { ...found, noindex: true } : found;
  // The texts the islands may show come in the page's data block: data, not code, and no request of its own before the
  // islands can start (the catalogs were two more scripts on every page). Compiled messages are plain JSON. Only the
  // common catalog when no island reads the page's own area; else the page's texts as this render merged them.
  const commonTextsOnly = recorder.rendered.every((island) => "commonTexts" in islandModules[island.name]);
  const status = context.statusCode !== 200 ? context.statusCode : (meta.status ?? 200);
  // A page with the chat button carries the pre-chat form, inert, for a tap before the page's scripts have come (issue 26).
  const earlyChat = recorder.rendered.some((island) => island.name === "chat-launcher") ? await earlyChatTemplate(locale, site) : "";
  return {
    kind: "page",
    status,
    lang: locale,
    head: renderHeadHtml(meta, site, pathname, locale, t),
    html: html + earlyChat,
    data: serialise({
      site,
      ssr: true,
      page: { href, messages: commonTextsOnly ? await loadCatalog(locale, "common") : i18n.messages, actionData, islands: await islandData(recorder.rendered) },
    }),
    modules: browserModules(recorder.rendered),
  };
};
