// Page paths and web addresses in replies become links with readable names; everything else stays plain text.
import { describe, expect, it } from "vitest";
import { pathLabel, splitReply, titledLinks, urlLabel } from "./reply-links.ts";
import { routeText } from "../../../server/route-text.ts";
import { publicRoutes } from "../../../shared/public-routes.ts";

const pageName = (path: string) => {
  const route = publicRoutes.find((r) => r.path === path);
  return route ? routeText(route.path, "link") : undefined;
};

describe("splitReply", () => {
  it("turns the page paths of a 'More:' line into links", () => {
    expect(splitReply("Visit a clinic.\n\nMore: Find a clinic: /find-clinic | Home: /")).toEqual([
      { kind: "text", text: "Visit a clinic.\n\nMore: Find a clinic: " },
      { kind: "link", path: "/find-clinic" },
      { kind: "text", text: " | Home: " },
      { kind: "link", path: "/" },
    ]);
  });

  it("leaves sentence punctuation after a path as text", () => {
    expect(splitReply("or write to us at /contact. Thanks")).toEqual([
      { kind: "text", text: "or write to us at " },
      { kind: "link", path: "/contact" },
      { kind: "text", text: ". Thanks" },
    ]);
  });

  it("keeps nested paths and #sections whole", () => {
    expect(splitReply("(/blog/soil-ph-basics) and /start-clinic#packages")).toEqual([
      { kind: "text", text: "(" },
      { kind: "link", path: "/blog/soil-ph-basics" },
      { kind: "text", text: ") and " },
      { kind: "link", path: "/start-clinic#packages" },
    ]);
  });

  it("does not link slashes inside words, fractions or a stray slash", () => {
    for (const text of ["and/or", "open 24/7", "Rs 500 / test", "//evil.example", "javascript:alert(1)", "data:text/html,x"]) {
      expect(splitReply(text)).toEqual([{ kind: "text", text }]);
    }
  });

  it("links web addresses whole, leaving sentence punctuation and brackets outside, and not their paths as site paths", () => {
    expect(splitReply("See https://icar.org.in/soil/guide.pdf. Or (https://example.com/a?b=1) /contact")).toEqual([
      { kind: "text", text: "See " },
      { kind: "url", href: "https://icar.org.in/soil/guide.pdf" },
      { kind: "text", text: ". Or (" },
      { kind: "url", href: "https://example.com/a?b=1" },
      { kind: "text", text: ") " },
      { kind: "link", path: "/contact" },
    ]);
  });
});

describe("splitReply: phone numbers (Hindi review W-5)", () => {
  const phones = (text: string) => splitReply(text).flatMap((p) => (p.kind === "phone" ? [[p.text, p.href]] : []));

  it("makes a +91 number with spaces a tel: link of its digits, the danda and the words around it plain text", () => {
    expect(splitReply("सीतापुर क्लिनिक: फ़ोन +91 94150 44413।")).toEqual([
      { kind: "text", text: "सीतापुर क्लिनिक: फ़ोन " },
      { kind: "phone", text: "+91 94150 44413", href: "tel:+919415044413" },
      { kind: "text", text: "।" },
    ]);
    expect(phones("Call +919415044413, +91-94150-44413 or (+91 80 2345 6789).")).toEqual([
      ["+919415044413", "tel:+919415044413"],
      ["+91-94150-44413", "tel:+919415044413"],
      ["+91 80 2345 6789", "tel:+918023456789"],
    ]);
  });

  it("links a ten-digit mobile starting 6 to 9, whole or as 5 + 5, with or without a 0 in front", () => {
    expect(phones("मेरा नंबर 9876543210 है, या 98765 43210 / 098765-43210 पर फोन करें; 62345 67890.")).toEqual([
      ["9876543210", "tel:+919876543210"],
      ["98765 43210", "tel:+919876543210"],
      ["098765-43210", "tel:+919876543210"],
      ["62345 67890", "tel:+916234567890"],
    ]);
  });

  it("links toll-free 1800 numbers without a country code", () => {
    expect(phones("Poison helpline (AIIMS Delhi, free): 1800-116-117. किसान कॉल सेंटर: 1800-180-1551। Or 1800 180 1551")).toEqual([
      ["1800-116-117", "tel:1800116117"],
      ["1800-180-1551", "tel:18001801551"],
      ["1800 180 1551", "tel:18001801551"],
    ]);
  });

  it("leaves PIN codes, prices, years, ranges, short numbers and longer numbers as text", () => {
    for (const text of [
      "PIN 560024, Sitapur 261001",
      "₹300-500 एक नमूने का, ₹75,000 की मशीन, ₹9876543210",
      "2024-2025 में, 1800 किसान, 45-60 मिनट, 30-45 दिन",
      "60000-70000 रुपये प्रति एकड़, 90000-1,20,000",
      "Call 108 now, or 12345 67890",
      "Order 98765432101 and 19876543210 and 5876543210",
      "Account 1234-9876543210 and 3.9876543210 and 98765 43210x",
    ]) {
      expect(phones(text), text).toEqual([]);
    }
  });

  it("does not link a number inside a web address or a page path", () => {
    expect(splitReply("WhatsApp: https://wa.me/919876543210?text=+919876543210 or /blog/9876543210")).toEqual([
      { kind: "text", text: "WhatsApp: " },
      { kind: "url", href: "https://wa.me/919876543210?text=+919876543210" },
      { kind: "text", text: " or " },
      { kind: "link", path: "/blog/9876543210" },
    ]);
  });
});

describe("readable link names", () => {
  it("names a site page from the public route table, a blog post by its slug and a section after its page", () => {
    expect(pathLabel("/find-clinic", pageName)).toBe("Find a Clinic");
    expect(pathLabel("/", pageName)).toBe("Home");
    expect(pathLabel("/blog/soil-ph-basics", pageName)).toBe("Blog: Soil ph basics");
    expect(pathLabel("/start-clinic#packages", pageName)).toBe("Start a Clinic: Packages");
    expect(pathLabel("/no-such-page", pageName)).toBe("/no-such-page");
  });

  it("names a web address by its host", () => {
    expect(urlLabel("https://www.icar.org.in/soil/guide.pdf")).toBe("icar.org.in");
    expect(urlLabel("http://example.com:8080/x")).toBe("example.com");
  });

  it("returns nothing for an empty reply", () => {
    expect(splitReply("")).toEqual([]);
  });
});

describe("titledLinks", () => {
  it("keeps the assistant's site paths and web addresses with their titles", () => {
    expect(
      titledLinks([
        { label: "क्लिनिक खोजें", path: "/find-clinic" },
        { label: "Chat with us on WhatsApp", path: "https://wa.me/919876543210" },
      ]),
    ).toEqual([
      { kind: "page", label: "क्लिनिक खोजें", path: "/find-clinic" },
      { kind: "web", label: "Chat with us on WhatsApp", href: "https://wa.me/919876543210" },
    ]);
    expect(titledLinks([{ label: "For Farmers", path: "/for-farmers#sampling" }, { label: "Home", path: "/" }])).toEqual([
      { kind: "page", label: "For Farmers", path: "/for-farmers#sampling" },
      { kind: "page", label: "Home", path: "/" },
    ]);
  });

  it("reads a message saved before replies had links (no field) as having none", () => {
    expect(titledLinks(undefined)).toEqual([]);
    expect(titledLinks(null)).toEqual([]);
    expect(titledLinks("not a list")).toEqual([]);
  });

  it("drops what is not a titled link to this site or a web address, and keeps at most two", () => {
    const bad = [
      { label: "x", path: "javascript:alert(1)" },
      { label: "x", path: "//evil.example/find-clinic" },
      { label: "x", path: "data:text/html,x" },
      { label: "", path: "/contact" },
      { label: "   ", path: "/contact" },
      { label: 5, path: "/contact" },
      { label: "Contact", path: 5 },
      { label: "Contact", path: "contact" },
      null,
      "Contact: /contact",
    ];
    expect(titledLinks(bad)).toEqual([]);
    const three = [1, 2, 3].map((n) => ({ label: `Page ${n}`, path: `/page-${n}` }));
    expect(titledLinks(three).map((l) => l.label)).toEqual(["Page 1", "Page 2"]);
  });

  it("keeps a label to one line of at most 80 characters", () => {
    const [link] = titledLinks([{ label: `  Find\n a ${"very ".repeat(30)}clinic `, path: "/find-clinic" }]);
    expect(link?.label.startsWith("Find a very")).toBe(true);
    expect(link?.label.length).toBe(80);
  });
});
