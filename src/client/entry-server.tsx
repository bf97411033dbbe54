// Server rendering: runs the route loaders, renders the matched page to HTML, and returns its head tags
// and the hydration data (sent as a JSON data block, so the CSP needs no inline script).
import { renderToPipeableStream } from "react-dom/server";
import { PassThrough } from "node:stream";
import { StrictMode } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { SiteConfig } from "../shared/site-config.ts";
import { routes, isAdminPath } from "./app/routes.tsx";
import { SiteConfigProvider } from "./app/site-config.tsx";
import { I18nProvider } from "@lingui/react";
import { areasOfMatches, metaFromMatches, renderHeadHtml, type PageMeta, type RouteHandle } from "./app/page-meta.ts";
import type { Area } from "./i18n/areas.ts";
import { requestI18n } from "./i18n/catalogs.ts";
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

export type RenderFn = (req: { url: string; site: SiteConfig; apiGet: ApiGet; post?: PagePost }) => Promise<RenderResult>;

const handler = createStaticHandler(routes);

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

/**
 * The route modules of the matched routes and the page's catalogs, as Vite's manifest names them: catalogs.ts imports
 * each catalog as `./locales/<area>/<locale>.json?lingui`, relative to src/client here.
 */
function browserModules(matches: readonly { route: { handle?: unknown } }[], locale: Locale, areas: readonly Area[]): string[] {
  return [
    ...matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.file ?? []),
    ...[...new Set(areas)].map((area) => `i18n/locales/${area}/${locale}.json?lingui`),
  ];
}

export const render: RenderFn = async ({ url, site, apiGet, post }) => {
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
    return { kind: "page", status: 200, lang: DEFAULT_LOCALE, head, html: "", data: serialise({ site, ssr: false }), modules: [] };
  }

  const loaderContext: LoaderContext = { apiGet, apiPost: post?.apiPost };
  const context = await handler.query(request, { requestContext: loaderContext });
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }
  // The language comes from the path alone (/hi/…): never from the browser's Accept-Language, so a link shows the
  // same page to everyone and to search engines.
  const locale = localeOfPath(pathname);
  const areas = areasOfMatches(context.matches);
  const i18n = await requestI18n(locale, areas);
  const t = (m: Parameters<typeof translate>[1], v?: Record<string, unknown>) => translate(i18n, m, v);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SiteConfigProvider value={site}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteConfigProvider>
      </I18nProvider>
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
  const meta = metaFromMatches(uiMatches, pathname, t);
  const status = context.statusCode !== 200 ? context.statusCode : (meta.status ?? 200);
  return {
    kind: "page",
    status,
    lang: locale,
    head: renderHeadHtml(meta, site, pathname, locale, t),
    html,
    data: serialise({
      site,
      ssr: true,
      hydration: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    }),
    modules: browserModules(context.matches, locale, areas),
  };
};
