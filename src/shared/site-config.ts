// The one place for company facts. Sample defaults; each can be overridden by an environment variable.
export interface Office {
  city: string;
  lines: string[];
}

export interface SiteConfig {
  brand: string;
  /** Short product slug used in file names, e.g. "mittimitra" in mittimitra-leads-2026-01-31.csv. */
  brandSlug: string;
  tagline: string;
  siteUrl: string;
  themeColor: string;
  phones: [string, string];
  infoEmail: string;
  adminEmail: string;
  supportEmail: string;
  whatsappNumber: string;
  offices: { bangalore: Office; delhi: Office };
  social: { linkedin: string; facebook: string; twitter: string; instagram: string };
  mapTileUrl: string;
  mapAttribution: string;
  /** Head office position for the contact-page map. */
  officeLocation: { lat: number; lng: number };
}

export const defaultSiteConfig: SiteConfig = {
  brand: "MittiMitra",
  brandSlug: "mittimitra",
  tagline: "Healthy soil, better harvests. Soil testing and crop advice for every Indian farmer.",
  siteUrl: "http://localhost:3000",
  themeColor: "#166534",
  phones: ["+91 98765 43210", "+91 91234 56780"],
  infoEmail: "info@mittimitra.in",
  adminEmail: "admin@mittimitra.in",
  supportEmail: "support@mittimitra.in",
  whatsappNumber: "919876543210",
  offices: {
    bangalore: {
      city: "Bangalore",
      lines: ["2nd Floor, Agri Innovation Hub", "Hebbal, Bellary Road", "Bengaluru, Karnataka 560024"],
    },
    delhi: {
      city: "Delhi",
      lines: ["B-14, Pusa Road", "Karol Bagh", "New Delhi, Delhi 110005"],
    },
  },
  social: {
    linkedin: "https://www.linkedin.com/company/mittimitra",
    facebook: "https://www.facebook.com/mittimitra",
    twitter: "https://twitter.com/mittimitra",
    instagram: "https://www.instagram.com/mittimitra",
  },
  mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  mapAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  // Hebbal, on Bellary Road, where the Bangalore office is.
  officeLocation: { lat: 13.0358, lng: 77.597 },
};

/** Company facts that an environment variable may override (validated by the server's config). */
export interface SiteConfigOverrides {
  SITE_BRAND?: string;
  SITE_URL?: string;
  SITE_PHONE_1?: string;
  SITE_PHONE_2?: string;
  SITE_INFO_EMAIL?: string;
  SITE_ADMIN_EMAIL?: string;
  SITE_WHATSAPP_NUMBER?: string;
  MAP_TILE_URL?: string;
}

/** Applies validated environment overrides to the defaults. */
export function resolveSiteConfig(overrides: SiteConfigOverrides): SiteConfig {
  const d = defaultSiteConfig;
  const brand = overrides.SITE_BRAND ?? d.brand;
  return {
    ...d,
    brand,
    brandSlug: brand.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || d.brandSlug,
    siteUrl: (overrides.SITE_URL ?? d.siteUrl).replace(/\/$/, ""),
    phones: [overrides.SITE_PHONE_1 ?? d.phones[0], overrides.SITE_PHONE_2 ?? d.phones[1]],
    infoEmail: overrides.SITE_INFO_EMAIL ?? d.infoEmail,
    adminEmail: overrides.SITE_ADMIN_EMAIL ?? d.adminEmail,
    whatsappNumber: overrides.SITE_WHATSAPP_NUMBER ?? d.whatsappNumber,
    mapTileUrl: overrides.MAP_TILE_URL ?? d.mapTileUrl,
  };
}

/** `tel:` link for a display phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

export function whatsappHref(config: SiteConfig, text?: string): string {
  const base = `https://wa.me/${config.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
