// Every public page of spec 2.1: its path, document title, description, navigation label and sitemap group.
// The router, the page head, /sitemap, /sitemap.xml and the header all read this one table.

export type SitemapGroup = "Main Pages" | "Solutions" | "For Users" | "Legal";

export interface PublicRoute {
  path: string;
  /** Document title without the brand suffix. */
  title: string;
  description: string;
  /** Label in the header navigation, when the page is in it. */
  navLabel?: string;
  /** Label used in the footer and the sitemap page. */
  linkLabel: string;
  group: SitemapGroup;
}

export const publicRoutes = [
  {
    path: "/",
    title: "Soil Testing and Soil Health for Indian Farmers",
    description:
      "Portable soil testing, village soil clinics, Soil Didi field experts and AI crop advice. Know your soil, use the right fertilizer and grow more for less.",
    navLabel: "Home",
    linkLabel: "Home",
    group: "Main Pages",
  },
  {
    path: "/about",
    title: "Our Story",
    description:
      "Why we started: Indian soils are tired and farmers spend too much on the wrong fertilizer. Meet the team building soil clinics across rural India.",
    navLabel: "About",
    linkLabel: "About Us",
    group: "Main Pages",
  },
  {
    path: "/solutions",
    title: "Solutions: Device, Clinics, Soil Didi and Platform",
    description:
      "A portable soil-testing device, village soil clinics, the Soil Didi training programme and a digital platform that turns soil data into crop advice.",
    navLabel: "Solutions",
    linkLabel: "Our Solutions",
    group: "Solutions",
  },
  {
    path: "/for-farmers",
    title: "For Farmers: Test Your Soil, Save on Fertilizer",
    description:
      "Get your soil tested near your village, in under an hour, at a fair price. Learn what your field needs and save up to ₹1000 per acre on fertilizer.",
    navLabel: "For Farmers",
    linkLabel: "For Farmers",
    group: "For Users",
  },
  {
    path: "/for-partners",
    title: "For Partners: FPOs, NGOs, Agri-Businesses and Government",
    description:
      "Partner with us to bring soil testing and crop advice to the farmers you serve. Collaboration models, impact figures and a partnership proposal.",
    navLabel: "For Partners",
    linkLabel: "For Partners",
    group: "For Users",
  },
  {
    path: "/csr",
    title: "CSR Partnerships for Soil Health",
    description:
      "Fund soil clinics and farmer training with measurable impact. Pilot, regional and state CSR models with clear budgets, reach and timelines.",
    navLabel: "CSR",
    linkLabel: "CSR Partnerships",
    group: "For Users",
  },
  {
    path: "/find-clinic",
    title: "Find a Soil Clinic Near You",
    description:
      "Search soil clinics by name, district or state, filter by the tests they offer, and see them on the map with address and phone.",
    navLabel: "Find Clinic",
    linkLabel: "Find a Clinic",
    group: "Solutions",
  },
  {
    path: "/start-clinic",
    title: "Start Your Own Soil Clinic",
    description:
      "Run a soil and water testing clinic in your area: 16+ parameters, results in 45-60 minutes, ₹500-750 per test. Device, training and support included.",
    linkLabel: "Start a Clinic",
    group: "Solutions",
  },
  {
    path: "/resources",
    title: "Resources: Guides, Videos and Soil Health Booklets",
    description:
      "Free guides on soil testing, fertilizers and good farming practice in English and Hindi. Download the soil health booklet, fertilizer guide and crop advisory.",
    navLabel: "Resources",
    linkLabel: "Resources",
    group: "Main Pages",
  },
  {
    path: "/soil-intelligence",
    title: "Soil Intelligence: Beyond NPK",
    description:
      "Biological health, soil structure, carbon and nutrient cycles: how soil data, satellite data and AI come together into advice for your crop.",
    navLabel: "Soil Intelligence",
    linkLabel: "Soil Intelligence",
    group: "Solutions",
  },
  {
    path: "/blog",
    title: "Blog: Soil Science, Organic Farming and Farmer Stories",
    description:
      "Articles on soil science, organic farming, farm technology and the stories of farmers who changed their harvest by testing their soil.",
    linkLabel: "Blog",
    group: "Main Pages",
  },
  {
    path: "/contact",
    title: "Contact Us",
    description:
      "Talk to our team about soil testing, clinics, partnerships or media. Offices in Bangalore and Delhi; we reply within 48 hours.",
    linkLabel: "Contact Us",
    group: "Main Pages",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "What personal data we collect, why, how long we keep it, who sees it and the rights you have.",
    linkLabel: "Privacy Policy",
    group: "Legal",
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    description: "The terms for using our website, soil-testing services, live chat and downloadable resources.",
    linkLabel: "Terms of Service",
    group: "Legal",
  },
  {
    path: "/sitemap",
    title: "Sitemap",
    description: "Every page of the site, grouped by topic.",
    linkLabel: "Sitemap",
    group: "Legal",
  },
] as const satisfies readonly PublicRoute[];

export type PublicPath = (typeof publicRoutes)[number]["path"];

export function publicRoute(path: PublicPath): PublicRoute {
  const route = publicRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`Unknown public route ${path}`);
  return route;
}

export const START_CLINIC_PATH = "/start-clinic" satisfies PublicPath;

export const sitemapGroups: SitemapGroup[] = ["Main Pages", "Solutions", "For Users", "Legal"];
