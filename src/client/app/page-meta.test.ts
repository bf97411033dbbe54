// The document title names the brand once: added after a page's title, never a second time (issue 30).
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../../shared/site-config.ts";
import { documentTitle } from "./page-meta.ts";

const title = (t: string) => documentTitle({ title: t, description: "" }, defaultSiteConfig);

describe("documentTitle", () => {
  it("adds the brand after a page's title", () => {
    expect(title("Zinc for Paddy in Telangana")).toBe("Zinc for Paddy in Telangana | MittiMitra");
  });

  it("keeps a title that already names the brand, as an editor's meta title often does, in any case", () => {
    expect(title("Zinc for Paddy | MittiMitra")).toBe("Zinc for Paddy | MittiMitra");
    expect(title("Why farmers trust MITTIMITRA clinics")).toBe("Why farmers trust MITTIMITRA clinics");
  });

  it("is the brand alone for a page without a title", () => {
    expect(title("")).toBe("MittiMitra");
  });
});
