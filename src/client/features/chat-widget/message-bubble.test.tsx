// A message bubble as the widget renders it: its time in the page's language and phone numbers as tel: links on one line.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverI18n } from "../../../server/i18n.ts";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { defaultSiteConfig } from "../../../shared/site-config.ts";
import type { Locale } from "../../../shared/locales.ts";
import { PageProviders, staticLocation } from "../../app/page-context.tsx";
import { MessageBubble } from "./message-bubble.tsx";

const render = (locale: Locale, message: ChatMessage) =>
  renderToStaticMarkup(
    <PageProviders i18n={serverI18n(locale)} site={defaultSiteConfig} page={{ location: staticLocation("/"), actionData: undefined }}>
      <MessageBubble message={message} onNavigate={() => {}} />
    </PageProviders>,
  );

const answer = (text: string, sender_type: ChatMessage["sender_type"] = "bot"): ChatMessage => ({
  id: "m1",
  message: text,
  sender_type,
  sender_name: "MittiMitra Assistant",
  created_at: "2026-11-28T18:39:00.000Z",
});

describe("MessageBubble", () => {
  it("shows a Hindi answer's time in Hindi and its phone number as a tel: link that does not wrap", () => {
    const html = render("hi", answer("सीतापुर मिट्टी क्लिनिक, फ़ोन +91 94150 44413।"));
    expect(html).toContain('<time dateTime="2026-11-28T18:39:00.000Z">रात 12:09</time>');
    expect(html).toMatch(/<a href="tel:\+919415044413" class="[^"]*\bwhitespace-nowrap\b[^"]*">\+91 94150 44413<\/a><span>।<\/span>/);
  });

  it("links an agent's phone numbers too, and never the visitor's own", () => {
    expect(render("mr", answer("आमचा नंबर 98765 43210 आहे.", "agent"))).toContain('href="tel:+919876543210"');
    const mine = render("en", { ...answer("My number is 98765 43210"), sender_type: "user" });
    expect(mine).not.toContain("tel:");
    expect(mine).toContain("12:09 am");
  });
});
