// The early chat panel (issue 26), rendered on the server only: the panel's look with the very pre-chat form the panel
// shows (ChatLeadForm, in the page's language), inert in a <template> at the end of every public page. The page's inline
// script (shared/first-tap.ts) shows it the moment the chat button is tapped, before any other script has come, so the
// form can be filled in at once; the panel takes it over when it has loaded (first-tap.ts). A <template> is not part
// of the page until then: no second form for search engines, screen readers or a page's own "Full Name" field.
import { useId, type CSSProperties } from "react";
import { renderToString } from "react-dom/server";
import { CHAT } from "../../../shared/constants.ts";
import { EARLY_CLOSE_ATTR, EARLY_PANEL_ATTR, EARLY_TEMPLATE_ID } from "../../../shared/first-tap.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { PageProviders, staticLocation } from "../../app/page-context.tsx";
import { requestI18n } from "../../i18n/catalogs.ts";
import { useT } from "../../i18n/use-t.ts";
import { ChatLeadForm } from "./chat-lead-form.tsx";

// As chat-panel.tsx has them: the early panel must look like the panel it turns into.
const headerButton =
  "rounded-full px-2.5 py-1.5 text-sm font-semibold text-white hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-harvest-400";

/** Never called: the inline script holds a sent early form until the panel takes it over and sends it itself. */
const notYet = () => Promise.resolve();

function EarlyChatPanel() {
  const t = useT();
  const titleId = useId();
  return (
    <section
      {...{ [EARLY_PANEL_ATTR]: "" }}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      style={{ "--panel-w": `${CHAT.panelWidthPx}px`, "--panel-h": `${CHAT.panelHeightPx}px` } as CSSProperties}
      className="fixed right-4 bottom-4 z-40 flex h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white text-stone-800 shadow-2xl outline-none sm:h-[min(var(--panel-h),calc(100dvh-2rem))] sm:w-(--panel-w)"
    >
      <header style={{ height: CHAT.minimisedHeightPx }} className="flex shrink-0 items-center gap-2 bg-brand-800 pr-2 pl-4 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm leading-tight font-semibold text-white sm:text-base">
            {t("chat.panel.title")}
          </h2>
          <p className="truncate text-xs text-brand-100">{t("chat.panel.intro")}</p>
        </div>
        <button
          type="button"
          {...{ [EARLY_CLOSE_ATTR]: "" }}
          aria-label={t("chat.panel.close")}
          title={t("chat.panel.close")}
          className={`${headerButton} size-9 px-0`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </header>
      <ChatLeadForm onStart={notYet} />
    </section>
  );
}

const rendered = new WeakMap<SiteConfig, Map<Locale, Promise<string>>>();

/**
 * The <template> with the early panel in `locale`, rendered once per language (and site settings): it depends on
 * nothing else. Its ids have a prefix of their own, apart from the page's and its islands'.
 */
export function earlyChatTemplate(locale: Locale, site: SiteConfig): Promise<string> {
  let byLocale = rendered.get(site);
  if (!byLocale) rendered.set(site, (byLocale = new Map()));
  let html = byLocale.get(locale);
  if (!html) {
    html = requestI18n(locale, ["common", "chat"]).then((i18n) => {
      const panel = renderToString(
        <PageProviders i18n={i18n} site={site} page={{ location: staticLocation("/"), actionData: undefined }}>
          <EarlyChatPanel />
        </PageProviders>,
        { identifierPrefix: "chat-early-" },
      );
      return `<template id="${EARLY_TEMPLATE_ID}">${panel}</template>`;
    });
    html.catch(() => byLocale.delete(locale));
    byLocale.set(locale, html);
  }
  return html;
}
