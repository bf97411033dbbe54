// Every island of the public pages: its module (by its name in Vite's build manifest, so the server can preload it)
// and how the browser loads its component. An island is placed with <Island name=… component=… props=…> (island.tsx).
export interface IslandModule {
  /** The module's path under src/client, which is its key in Vite's build manifest. */
  file: string;
  /** Loads the module and hands back the island's component. */
  load: () => Promise<unknown>;
  /**
   * True for an island whose texts are all in the common catalog (the layout's, or one without text): a page whose
   * islands are all such loads only that catalog, not its own area's (the privacy policy's is 7 KB of legal text).
   */
  commonTexts?: true;
}

// Each `load` imports its `file` (a unit test reads this file to check that they agree).
export const islands = {
  "site-header": { file: "components/site-header.tsx", load: () => import("../components/site-header.tsx").then((m) => m.SiteHeader), commonTexts: true },
  "language-suggestion": { file: "components/language-switch.tsx", load: () => import("../components/language-switch.tsx").then((m) => m.LanguageSuggestion), commonTexts: true },
  "chat-launcher": { file: "features/chat-widget/chat-launcher.tsx", load: () => import("../features/chat-widget/chat-launcher.tsx").then((m) => m.ChatLauncher), commonTexts: true },
  "hero-video": { file: "components/hero-banner.tsx", load: () => import("../components/hero-banner.tsx").then((m) => m.HeroVideo), commonTexts: true },
  "fallback-image": { file: "components/fallback-image.tsx", load: () => import("../components/fallback-image.tsx").then((m) => m.SwappingImage), commonTexts: true },
  "partner-strip": { file: "features/marketing/home/partner-strip.tsx", load: () => import("../features/marketing/home/partner-strip.tsx").then((m) => m.PartnerStrip) },
  "as-seen-on": { file: "features/marketing/home/as-seen-on.tsx", load: () => import("../features/marketing/home/as-seen-on.tsx").then((m) => m.AsSeenOn) },
  "farmer-voices": { file: "features/marketing/home/farmer-voices.tsx", load: () => import("../features/marketing/home/farmer-voices.tsx").then((m) => m.FarmerVoices) },
  "award-list": { file: "features/marketing/about/award-list.tsx", load: () => import("../features/marketing/about/award-list.tsx").then((m) => m.AwardList) },
  "csr-dashboard-preview": { file: "features/marketing/csr/csr-dashboard-preview.tsx", load: () => import("../features/marketing/csr/csr-dashboard-preview.tsx").then((m) => m.CsrDashboardPreview) },
  "csr-models": { file: "features/marketing/csr/csr-models.tsx", load: () => import("../features/marketing/csr/csr-models.tsx").then((m) => m.CsrModels) },
  "csr-form": { file: "features/marketing/csr/csr-form.tsx", load: () => import("../features/marketing/csr/csr-form.tsx").then((m) => m.CsrForm) },
  "partner-form": { file: "features/marketing/partners/partner-form.tsx", load: () => import("../features/marketing/partners/partner-form.tsx").then((m) => m.PartnerForm) },
  "demo-video": { file: "features/marketing/start-clinic/demo-video.tsx", load: () => import("../features/marketing/start-clinic/demo-video.tsx").then((m) => m.DemoVideoButton) },
  "interest-form": { file: "features/marketing/start-clinic/interest-form.tsx", load: () => import("../features/marketing/start-clinic/interest-form.tsx").then((m) => m.InterestForm) },
  "demo-dashboard": { file: "features/marketing/soil-intelligence/demo-dashboard.tsx", load: () => import("../features/marketing/soil-intelligence/demo-dashboard.tsx").then((m) => m.DemoDashboard) },
  "resource-library": { file: "features/marketing/resources/resource-library.tsx", load: () => import("../features/marketing/resources/resource-library.tsx").then((m) => m.ResourceLibrary) },
  "contact-form": { file: "features/marketing/contact/contact-form.tsx", load: () => import("../features/marketing/contact/contact-form.tsx").then((m) => m.ContactForm) },
  "office-map": { file: "features/marketing/contact/office-map.tsx", load: () => import("../features/marketing/contact/office-map.tsx").then((m) => m.OfficeMap) },
  "clinic-finder": { file: "features/clinics/clinic-finder-island.tsx", load: () => import("../features/clinics/clinic-finder-island.tsx").then((m) => m.ClinicFinderIsland) },
  "clinic-booking": { file: "features/clinics/clinic-booking-form.tsx", load: () => import("../features/clinics/clinic-booking-form.tsx").then((m) => m.ClinicBookingSection) },
  "blog-search": { file: "features/blog/blog-search.tsx", load: () => import("../features/blog/blog-search.tsx").then((m) => m.BlogSearch) },
  "share-button": { file: "features/blog/share-button.tsx", load: () => import("../features/blog/share-button.tsx").then((m) => m.ShareButton) },
} satisfies Record<string, IslandModule>;

export type IslandName = keyof typeof islands;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}
