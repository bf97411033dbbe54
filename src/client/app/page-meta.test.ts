// The document title names the brand once: added after a page's title, never a second time (issue 30).
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../../shared/site-config.ts";
import { postSeo } from "../../shared/schemas/blog-fields.ts";
import { documentTitle, headTags } from "./page-meta.ts";

const post = { title: "Zinc for Paddy in Telangana", excerpt: "", image_url: null, meta_title: null, meta_description: null, social_image_url: null };

const title = (t: string) => documentTitle({ title: t, description: "" }, defaultSiteConfig);

describe("documentTitle", () => {
  it("adds the brand after a page's title", () => {
    expect(title("Zinc for Paddy in Telangana")).toBe("Zinc for Paddy in Telangana | MittiMitra");
  });

  it("keeps a title that already names the brand, as an editor's meta title often does, in any case", () => {
    expect(title("Zinc for Paddy | MittiMitra")).toBe("Zinc for Paddy | MittiMitra");
    expect(title("Why farmers trust MITTIMITRA clinics")).toBe("Why farmers trust MITTIMITRA clinics");
  });

  it("names the brand once in the title and og:title of a blog post whose meta title ends with it", () => {
    const meta = { title: postSeo({ ...post, meta_title: "Zinc for Paddy | MittiMitra" }).title, description: "" };
    const ogTitle = headTags(meta, defaultSiteConfig, "/blog/zinc", "en", (m) => String(m)).find((tag) => tag.key === "og:title");
    expect(documentTitle(meta, defaultSiteConfig)).toBe("Zinc for Paddy | MittiMitra");
    expect(ogTitle?.attrs.content).toBe("Zinc for Paddy | MittiMitra");
    expect(title(postSeo(post).title)).toBe("Zinc for Paddy in Telangana | MittiMitra");
  });

  it("is the brand alone for a page without a title", () => {
    expect(title("")).toBe("MittiMitra");
  });
});
