import { describe, expect, it } from "vitest";
import { withChanges } from "./filter-params.ts";

describe("withChanges", () => {
  const prev = new URLSearchParams({ q: "ravi", status: "new", cursor: "abc", lead: "7" });

  it("sets and removes keys, and a filter change starts again from the first page", () => {
    expect(withChanges(prev, { q: "asha", status: "" }, ["q", "status"]).toString()).toBe("q=asha&lead=7");
  });

  it("keeps the cursor for a change that is not a filter, and takes a new one when given", () => {
    expect(withChanges(prev, { lead: null }, ["q", "status"]).toString()).toBe("q=ravi&status=new&cursor=abc");
    expect(withChanges(prev, { cursor: "def" }, ["q", "status"]).get("cursor")).toBe("def");
  });

  it("drops the cursor when the page size changes", () => {
    expect(withChanges(prev, { pageSize: 50 }, ["q"]).has("cursor")).toBe(false);
  });
});
