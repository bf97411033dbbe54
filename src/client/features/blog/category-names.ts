// The categories' names in the blog catalog. A category is stored by its English name (the admin's choice); readers
// see it in the page's language, and the Hindi RSS feed names it in Hindi.
import type { BlogCategory } from "../../../shared/schemas/blog-fields.ts";
import type { MessageId } from "../../i18n/ids.ts";

export const categoryNames: Record<BlogCategory, MessageId> = {
  "Soil Science": "blog.category.soilScience",
  "Organic Farming": "blog.category.organicFarming",
  Technology: "blog.category.technology",
  "Success Stories": "blog.category.successStories",
};
