// The route table of spec 2.1. Public pages render on the server; admin pages render in the browser only.
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import type { PublicPath } from "../../shared/public-routes.ts";
import { postSeo } from "../../shared/schemas/blog-fields.ts";
import type { BlogPost } from "../../shared/schemas/blog.ts";
import { publicHandle, type RouteHandle } from "./page-meta.ts";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "../features/errors/route-error.tsx";
import { DEFAULT_LOCALE, LOCALES, localisedPath, type Locale } from "../../shared/locales.ts";
import type { Area } from "../i18n/areas.ts";
import { loadCatalog } from "../i18n/catalogs.ts";

type PageModule = { default: ComponentType; loader?: RouteObject["loader"]; action?: RouteObject["action"] };

/**
 * Loads a page module (default export = page component, optional `loader`, optional `action` for the page's form
 * posted without JavaScript) when its route is first matched, with the page's texts in the branch's language.
 */
function lazyPage(load: () => Promise<PageModule>, locale?: Locale, area?: Area): RouteObject["lazy"] {
  return async () => {
    const [m] = await Promise.all([load(), locale && area ? loadCatalog(locale, area) : undefined]);
    return { Component: m.default, ...(m.loader ? { loader: m.loader } : {}), ...(m.action ? { action: m.action } : {}) };
  };
}

/**
 * The public page modules by file under src/client, each loaded when its route is first matched. They render on the
 * server only: the browser loads their islands (app/islands.ts), never the page's own module.
 */
const pageModules = import.meta.glob<PageModule>([
  "../features/marketing/pages/*-page.tsx",
  "../features/clinics/find-clinic-page.tsx",
  "../features/blog/blog-{list,post}-page.tsx",
  "../features/errors/not-found-page.tsx",
]);

function pageModule(file: string): () => Promise<PageModule> {
  const load = pageModules[`../${file}`];
  if (!load) throw new Error(`No page module ${file}`);
  return load;
}

const BLOG_POST_PAGE = "features/blog/blog-post-page.tsx";
const NOT_FOUND_PAGE = "features/errors/not-found-page.tsx";

const notFoundHandle: RouteHandle = {
  meta: ({ t }) => ({ title: t("notFound.title"), description: t("notFound.description"), noindex: true, status: 404 }),
};

const adminHandle = (title: string): RouteHandle => ({
  meta: () => ({ title, description: "Admin area", noindex: true }),
});

export const ADMIN_PREFIX = "/admin";

/** The public pages in one language: English at the root, every other language under its prefix (/hi/about). */
function publicBranch(locale: Locale): RouteObject {
  const page = (path: PublicPath, area: Area | undefined, file: string): RouteObject => ({
    ...(path === "/" ? { index: true } : { path: path.slice(1) }),
    handle: publicHandle(path, area),
    lazy: lazyPage(pageModule(file), locale, area),
    ErrorBoundary: RouteError,
  });
  return {
    id: `public-${locale}`,
    path: localisedPath(locale, "/"),
    Component: RootLayout,
    children: [
      page("/", "home", "features/marketing/pages/home-page.tsx"),
      page("/about", "about", "features/marketing/pages/about-page.tsx"),
      page("/solutions", "solutions", "features/marketing/pages/solutions-page.tsx"),
      page("/for-farmers", "farmers", "features/marketing/pages/for-farmers-page.tsx"),
      page("/for-partners", "partners", "features/marketing/pages/for-partners-page.tsx"),
      page("/csr", "csr", "features/marketing/pages/csr-page.tsx"),
      page("/find-clinic", "clinics", "features/clinics/find-clinic-page.tsx"),
      page("/start-clinic", "start-clinic", "features/marketing/pages/start-clinic-page.tsx"),
      page("/soil-intelligence", "intelligence", "features/marketing/pages/soil-intelligence-page.tsx"),
      page("/resources", "resources", "features/marketing/pages/resources-page.tsx"),
      page("/contact", "contact", "features/marketing/pages/contact-page.tsx"),
      page("/privacy-policy", "legal", "features/marketing/pages/privacy-policy-page.tsx"),
      page("/terms-of-service", "legal", "features/marketing/pages/terms-of-service-page.tsx"),
      page("/sitemap", undefined, "features/marketing/pages/sitemap-page.tsx"),
      page("/blog", "blog", "features/blog/blog-list-page.tsx"),
      {
        path: "blog/:slug",
        handle: {
          area: "blog",
          meta: ({ data, pathname, t }) => {
            const post = (data as { post?: BlogPost } | undefined)?.post;
            // Its SEO fields, or its own title, excerpt and cover; an SVG illustration is no link preview picture.
            const seo = post && postSeo(post);
            return post && seo
              ? // A post is written in one language: it has no other-language version to point to.
                { title: seo.title, description: seo.description, type: "article", languages: [locale], image: seo.image?.endsWith(".svg") ? undefined : (seo.image ?? undefined) }
              : // No post: the loader failed (an unknown slug is a 404), and the error page must not be indexed.
                { ...notFoundHandle.meta({ data, pathname, t }), status: undefined };
          },
        } satisfies RouteHandle,
        lazy: lazyPage(pageModule(BLOG_POST_PAGE), locale, "blog"),
        ErrorBoundary: RouteError,
      },
      {
        path: "*",
        handle: notFoundHandle,
        lazy: lazyPage(pageModule(NOT_FOUND_PAGE)),
      },
    ],
  };
}

// The default language's branch last: its "/" would otherwise also match every prefixed path first.
export const routes: RouteObject[] = [
  ...LOCALES.filter((l) => l.code !== DEFAULT_LOCALE).map((l) => publicBranch(l.code)),
  publicBranch(DEFAULT_LOCALE),
  {
    id: "admin",
    path: ADMIN_PREFIX,
    lazy: async () => ({ Component: (await import("../features/admin/admin-root.tsx")).default }),
    children: [
      { path: "login", handle: adminHandle("Admin Login"), lazy: lazyPage(() => import("../features/auth/login-page.tsx")) },
      { path: "setup", handle: adminHandle("Admin Setup"), lazy: lazyPage(() => import("../features/auth/setup-page.tsx")) },
      { path: "forgot-password", handle: adminHandle("Forgot Password"), lazy: lazyPage(() => import("../features/auth/forgot-password-page.tsx")) },
      { path: "reset-password", handle: adminHandle("Set a New Password"), lazy: lazyPage(() => import("../features/auth/reset-password-page.tsx")) },
      // A post's preview in the site's own page (issue 30): signed in, without the admin bar; the screen holds the guard.
      { path: "blog/preview/:id", handle: adminHandle("Post Preview"), lazy: lazyPage(() => import("../features/admin/blog/post-preview-screen.tsx")) },
      {
        // Everything below needs a signed-in admin: the layout holds the guard and the admin bar.
        id: "admin-guarded",
        lazy: lazyPage(() => import("../features/admin/admin-layout.tsx")),
        children: [
          { index: true, handle: adminHandle("Admin"), lazy: lazyPage(() => import("../features/admin/admin-home.tsx")) },
          { path: "dashboard", handle: adminHandle("Dashboard"), lazy: lazyPage(() => import("../features/admin/dashboard/dashboard-screen.tsx")) },
          { path: "leads", handle: adminHandle("Leads"), lazy: lazyPage(() => import("../features/admin/leads/leads-screen.tsx")) },
          { path: "chat", handle: adminHandle("Live Chat"), lazy: async () => ({ Component: (await import("../features/agent-console/agent-console-screen.tsx")).ChatScreen }) },
          { path: "chat/replies", handle: adminHandle("Canned Replies"), lazy: lazyPage(() => import("../features/agent-console/canned-replies-screen.tsx")) },
          { path: "conversations", handle: adminHandle("Conversations"), lazy: lazyPage(() => import("../features/admin/conversations/conversations-screen.tsx")) },
          { path: "blog", handle: adminHandle("Blog Admin"), lazy: async () => ({ Component: (await import("../features/admin/blog/blog-list-screen.tsx")).BlogScreen }) },
          { path: "blog/new", handle: adminHandle("New Post"), lazy: async () => ({ Component: (await import("../features/admin/blog/post-editor-screens.tsx")).BlogNewScreen }) },
          { path: "blog/edit/:id", handle: adminHandle("Edit Post"), lazy: async () => ({ Component: (await import("../features/admin/blog/post-editor-screens.tsx")).BlogEditScreen }) },
          { path: "clinics", handle: adminHandle("Clinics"), lazy: async () => ({ Component: (await import("../features/admin/clinics/clinics-screen.tsx")).ClinicsScreen }) },
          { path: "team", handle: adminHandle("Team"), lazy: lazyPage(() => import("../features/admin/team/team-page.tsx")) },
          { path: "hours", handle: adminHandle("Business Hours"), lazy: lazyPage(() => import("../features/admin/hours/business-hours-screen.tsx")) },
          { path: "audit", handle: adminHandle("Audit log"), lazy: lazyPage(() => import("../features/admin/audit/audit-screen.tsx")) },
          { path: "reports", handle: adminHandle("Reports"), lazy: lazyPage(() => import("../features/admin/reports/reports-screen.tsx")) },
          { path: "people", handle: adminHandle("Personal data"), lazy: lazyPage(() => import("../features/admin/people/people-screen.tsx")) },
          { path: "knowledge", handle: adminHandle("Assistant knowledge"), lazy: lazyPage(() => import("../features/admin/knowledge/knowledge-screen.tsx")) },
          { path: "*", handle: adminHandle("Page not found"), lazy: lazyPage(() => import("../features/admin/admin-not-found.tsx")) },
        ],
      },
    ],
  },
];

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}
