// Business constants and limits of spec section 9, shared by server and client.

export const AUTH = {
  refreshTickMs: 30_000,
  refreshThresholdTicks: 3,
  retryStartMs: 200,
  retryWindowMs: 30_000,
  jwksCacheMs: 10 * 60_000,
  minPasswordLength: 6,
} as const;

export const CHAT = {
  widgetPollMs: 2000,
  agentPollMs: 3000,
  panelWidthPx: 380,
  panelHeightPx: 600,
  minimisedHeightPx: 60,
  fallbackLocation: "India",
} as const;

export const ADMIN = {
  weekDays: 7,
  monthDays: 30,
  recentLeads: 5,
  contactFormDelayMs: 1500,
  replyWithinHours: 48,
  setupRedirectMs: 3000,
} as const;

export const LAYOUT = {
  navScrollThresholdPx: 10,
  mapZoom: 5,
  indiaCentre: { lat: 22.5937, lng: 78.9629 },
  mapHeightPx: 400,
  logoStripLoopSeconds: 35,
  logoStripStepPx: 300,
  heroFadeDelaysS: [0, 0.2, 0.4],
  heroFadeDurationS: 0.6,
} as const;

export const CLAIMS = {
  deviceParameters: 13,
  deviceResultMinutes: "45-60",
  clinicParameters: 16,
  clinicTestPriceRupees: "300-500",
  savingsPerAcreRupees: 1000,
  yieldGainPercent: "10-30",
  sampling: { spots: "5-10", depthInches: 6, grams: 500 },
} as const;

export const IMPACT = {
  partner: { farmers: "50,000+", tests: "4,000+", soilDidis: "25+", states: "7" },
  csr: { farmers: "5,500+", clinics: "70+" },
  startClinic: { farmers: "5000+", clinics: "100+" },
} as const;
