// The route table of spec 2.1. Public pages render on the server; admin pages render in the browser only.
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import type { PublicPath } from "../../shared/public-routes.ts";
import { publicHandle, type RouteHandle } from "./page-meta.ts";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "../features/errors/route-error.tsx";

type PageModule = { default: ComponentType; loader?: RouteObject["loader"]; action?: RouteObject["action"] };

/**
 * Loads a page module (default export = page component, optional `loader`, optional `action` for the page's form
 * posted without JavaScript) when its route is first matched.
 */
function lazyPage(load: () => Promise<PageModule>): RouteObject["lazy"] {
  return async () => {
    const m = await load();
    return { Component: m.default, ...(m.loader ? { loader: m.loader } : {}), ...(m.action ? { action: m.action } : {}) };
  };
}

function page(path: PublicPath, load: () => Promise<PageModule>): RouteObject {
  return { ...(path === "/" ? { index: true } : { path }), handle: publicHandle(path), lazy: lazyPage(load), ErrorBoundary: RouteError };
}

const notFoundHandle: RouteHandle = {
  meta: () => ({ title: "Page not found", description: "The page you asked for does not exist.", noindex: true, status: 404 }),
};

const adminHandle = (title: string): RouteHandle => ({
  meta: () => ({ title, description: "Admin area", noindex: true }),
});

export const ADMIN_PREFIX = "/admin";

export const routes: RouteObject[] = [
  {
    id: "public",
    path: "/",
    Component: RootLayout,
    children: [
      page("/", () => import("../features/marketing/pages/home-page.tsx")),
      page("/about", () => import("../features/marketing/pages/about-page.tsx")),
      page("/solutions", () => import("../features/marketing/pages/solutions-page.tsx")),
      page("/for-farmers", () => import("../features/marketing/pages/for-farmers-page.tsx")),
      page("/for-partners", () => import("../features/marketing/pages/for-partners-page.tsx")),
      page("/csr", () => import("../features/marketing/pages/csr-page.tsx")),
      page("/find-clinic", () => import("../features/clinics/find-clinic-page.tsx")),
      page("/start-clinic", () => import("../features/marketing/pages/start-clinic-page.tsx")),
      page("/soil-intelligence", () => import("../features/marketing/pages/soil-intelligence-page.tsx")),
      page("/resources", () => import("../features/marketing/pages/resources-page.tsx")),
      page("/contact", () => import("../features/marketing/pages/contact-page.tsx")),
      page("/privacy-policy", () => import("../features/marketing/pages/privacy-policy-page.tsx")),
      page("/terms-of-service", () => import("../features/marketing/pages/terms-of-service-page.tsx")),
      page("/sitemap", () => import("../features/marketing/pages/sitemap-page.tsx")),
      page("/blog", () => import("../features/blog/blog-list-page.tsx")),
      {
        path: "blog/:slug",
        handle: {
          meta: ({ data, pathname }) => {
            const post = (data as { post?: { title: string; excerpt: string } } | undefined)?.post;
            return post
              ? { title: post.title, description: post.excerpt, type: "article", path: pathname }
              : // No post: the loader failed (an unknown slug is a 404), and the error page must not be indexed.
                { ...notFoundHandle.meta({ data, pathname }), status: undefined };
          },
        } satisfies RouteHandle,
        lazy: lazyPage(() => import("../features/blog/blog-post-page.tsx")),
        ErrorBoundary: RouteError,
      },
      {
        path: "*",
        handle: notFoundHandle,
        lazy: lazyPage(() => import("../features/errors/not-found-page.tsx")),
      },
    ],
  },
  {
    id: "admin",
    path: ADMIN_PREFIX,
    lazy: async () => ({ Component: (await import("../features/admin/admin-root.tsx")).default }),
    children: [
      { path: "login", handle: adminHandle("Admin Login"), lazy: lazyPage(() => import("../features/auth/login-page.tsx")) },
      { path: "setup", handle: adminHandle("Admin Setup"), lazy: lazyPage(() => import("../features/auth/setup-page.tsx")) },
      {
        // Everything below needs a signed-in admin: the layout holds the guard and the admin bar.
        id: "admin-guarded",
        lazy: lazyPage(() => import("../features/admin/admin-layout.tsx")),
        children: [
          { index: true, handle: adminHandle("Admin"), lazy: lazyPage(() => import("../features/admin/admin-home.tsx")) },
          { path: "dashboard", handle: adminHandle("Dashboard"), lazy: lazyPage(() => import("../features/admin/dashboard/dashboard-screen.tsx")) },
          { path: "leads", handle: adminHandle("Leads"), lazy: lazyPage(() => import("../features/admin/leads/leads-screen.tsx")) },
          { path: "chat", handle: adminHandle("Live Chat"), lazy: async () => ({ Component: (await import("../features/agent-console/agent-console-screen.tsx")).ChatScreen }) },
          { path: "blog", handle: adminHandle("Blog Admin"), lazy: async () => ({ Component: (await import("../features/admin/blog/blog-list-screen.tsx")).BlogScreen }) },
          { path: "blog/new", handle: adminHandle("New Post"), lazy: async () => ({ Component: (await import("../features/admin/blog/post-editor-screens.tsx")).BlogNewScreen }) },
          { path: "blog/edit/:id", handle: adminHandle("Edit Post"), lazy: async () => ({ Component: (await import("../features/admin/blog/post-editor-screens.tsx")).BlogEditScreen }) },
          { path: "team", handle: adminHandle("Team"), lazy: lazyPage(() => import("../features/admin/team/team-page.tsx")) },
          { path: "*", handle: adminHandle("Page not found"), lazy: lazyPage(() => import("../features/admin/admin-not-found.tsx")) },
        ],
      },
    ],
  },
];

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}
