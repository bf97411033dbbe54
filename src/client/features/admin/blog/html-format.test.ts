// The content toolbar's edits: inline tags around the selection, blocks on their own lines, lists from lines, links.
import { describe, expect, it } from "vitest";
import { formatSelection, linkProblem, type FormatAction } from "./html-format.ts";

/** Applies an action to "before[selection]after" and returns the new value with the new selection in brackets. */
function apply(text: string, action: FormatAction, href?: string): string {
  const start = text.indexOf("[");
  const end = text.indexOf("]") - 1;
  const value = text.replace("[", "").replace("]", "");
  const e = formatSelection(value, start, end, action, href);
  const next = value.slice(0, e.from) + e.insert + value.slice(e.to);
  return `${next.slice(0, e.selStart)}[${next.slice(e.selStart, e.selEnd)}]${next.slice(e.selEnd)}`;
}

describe("content toolbar", () => {
  it("wraps the selection in strong or em, or inserts a placeholder to type over", () => {
    expect(apply("Use [zinc] sulphate", "bold")).toBe("Use <strong>[zinc]</strong> sulphate");
    expect(apply("Use []", "italic")).toBe("Use <em>[italic text]</em>");
  });

  it("puts headings, paragraphs and quotes on lines of their own", () => {
    expect(apply("<p>One</p>[Results]<p>Two</p>", "h2")).toBe("<p>One</p>\n<h2>[Results]</h2>\n<p>Two</p>");
    expect(apply("[]", "h3")).toBe("<h3>[Subheading]</h3>");
    expect(apply("Intro\n[Test before sowing.]\n", "quote")).toBe("Intro\n<blockquote><p>[Test before sowing.]</p></blockquote>\n");
  });

  it("turns each selected line into a list item", () => {
    expect(apply("[Zinc\nBoron\n\nIron]", "ul")).toBe("<ul>\n  <li>[Zinc</li>\n  <li>Boron</li>\n  <li>Iron]</li>\n</ul>");
    expect(apply("x[]", "ol")).toBe("x\n<ol>\n  <li>[List item]</li>\n</ol>");
  });

  it("links the selection to an address that cannot break out of the attribute", () => {
    expect(apply("See [clinics]", "link", "/find-clinic")).toBe('See <a href="/find-clinic">[clinics]</a>');
    expect(apply("[]", "link", 'https://x.in/"><script>')).toBe('<a href="https://x.in/%22%3E%3Cscript%3E">[link text]</a>');
  });

  it("accepts web, e-mail and site addresses for links and refuses others", () => {
    for (const ok of ["https://icar.org.in/soil", "http://example.in", "mailto:info@example.in", "/find-clinic", "#doses"]) expect(linkProblem(ok), ok).toBeNull();
    for (const bad of ["", "javascript:alert(1)", "//evil.example", "www.example.in", "data:text/html,x"]) expect(linkProblem(bad), bad).not.toBeNull();
  });
});
