// The static resource items of spec 2.12, the filter options, and the rule that combines search and filters (AND).
export const RESOURCE_TYPES = ["article", "video", "blog"] as const;
export const RESOURCE_CATEGORIES = ["Basics", "Soil Testing", "Fertilizers", "Success Stories", "Best Practices"] as const;
export const RESOURCE_LANGUAGES = ["English", "Hindi"] as const;

export type ResourceType = (typeof RESOURCE_TYPES)[number];
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
export type ResourceLanguage = (typeof RESOURCE_LANGUAGES)[number];

export interface ResourceItem {
  id: string;
  title: string;
  description: string;
  type: ResourceType;
  category: ResourceCategory;
  language: ResourceLanguage;
  /** A page (or a place on a page) of this site. */
  link: string;
  linkLabel: string;
  /** Extra search words, so an English search also finds an item written in Hindi. */
  keywords?: string;
}

export const TYPE_LABELS: Record<ResourceType, string> = { article: "Article", video: "Video", blog: "Blog" };

/** Anchor of the Hindi soil-testing guide on the resources page, which the Hindi item opens. */
export const HINDI_GUIDE_ID = "hindi-guide";

export const resourceItems: ResourceItem[] = [
  {
    id: "soil-testing-basics-hindi",
    title: "मिट्टी जाँच क्यों और कैसे?",
    description:
      "मिट्टी की जाँच से खाद का सही हिसाब लगाएँ, पैसा बचाएँ और पैदावार बढ़ाएँ। नमूना लेने का सही तरीका, आसान शब्दों में।",
    type: "article",
    category: "Basics",
    language: "Hindi",
    link: `/resources#${HINDI_GUIDE_ID}`,
    linkLabel: "लेख पढ़ें",
    keywords: "soil testing basics how to take a soil sample",
  },
  {
    id: "soil-intelligence-video",
    title: "Beyond NPK: How Soil Intelligence Works",
    description:
      "A short film on how soil tests, satellite images and AI come together into advice for your crop, with a hands-on demo of soil health indicators.",
    type: "video",
    category: "Soil Testing",
    language: "English",
    link: "/soil-intelligence",
    linkLabel: "Watch the video",
  },
  {
    id: "farmer-stories-blog",
    title: "Farmer Stories: Harvests Changed by a Soil Test",
    description:
      "Real stories from farmers who tested their soil, cut wasted fertilizer and grew more, with the numbers from their own fields.",
    type: "blog",
    category: "Success Stories",
    language: "English",
    link: "/blog",
    linkLabel: "Read the blog",
  },
];

export interface ResourceFilters {
  query: string;
  type: ResourceType | "";
  category: ResourceCategory | "";
  language: ResourceLanguage | "";
}

export const NO_FILTERS: ResourceFilters = { query: "", type: "", category: "", language: "" };

const pick = <T extends string>(options: readonly T[], value: string | null): T | "" =>
  options.includes(value as T) ? (value as T) : "";

/** Reads filters from the page address (?q=&type=&category=&language=); unknown values count as "all". */
export function filtersFromParams(params: URLSearchParams): ResourceFilters {
  return {
    query: (params.get("q") ?? "").slice(0, 100),
    type: pick(RESOURCE_TYPES, params.get("type")),
    category: pick(RESOURCE_CATEGORIES, params.get("category")),
    language: pick(RESOURCE_LANGUAGES, params.get("language")),
  };
}

export function filtersToParams(f: ResourceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.query.trim()) params.set("q", f.query);
  if (f.type) params.set("type", f.type);
  if (f.category) params.set("category", f.category);
  if (f.language) params.set("language", f.language);
  return params;
}

export function hasFilters(f: ResourceFilters): boolean {
  return !!(f.query.trim() || f.type || f.category || f.language);
}

/**
 * Items matching every chosen filter. The search looks in title, description, category and keywords,
 * ignoring case, and every word typed must match.
 */
export function filterResources(items: ResourceItem[], f: ResourceFilters): ResourceItem[] {
  const words = f.query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (f.type && item.type !== f.type) return false;
    if (f.category && item.category !== f.category) return false;
    if (f.language && item.language !== f.language) return false;
    const haystack = `${item.title} ${item.description} ${item.category} ${item.keywords ?? ""}`.toLocaleLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
