// The first tap's inline script in the page and in the CSP: the hash is of the exact text the page carries, the script
// goes before the stylesheet on pages with the chat button only, and it reads the chat the widget keeps.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FIRST_TAP_SCRIPT, KEPT_CHAT_KEY } from "../shared/first-tap.ts";
import { CHAT_KEY } from "../client/features/chat-widget/chat-view.ts";
import { FIRST_TAP_SCRIPT_SOURCE, withFirstTapScript } from "./first-tap.ts";

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body><div id="root">BODY</div></body>
</html>`;

describe("the first tap's script", () => {
  it("is allowed by the sha256 of the text the page carries", () => {
    const html = withFirstTapScript(SHELL.replace("BODY", '<mm-island data-name="chat-launcher" data-i="1"></mm-island>'));
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(inline).toBe(FIRST_TAP_SCRIPT);
    expect(FIRST_TAP_SCRIPT_SOURCE).toBe(`'sha256-${createHash("sha256").update(inline!, "utf8").digest("base64")}'`);
    expect(html.indexOf("<script>")).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf("<script>"));
  });

  it("is only on pages with the chat button", () => {
    const admin = SHELL.replace("BODY", "");
    expect(withFirstTapScript(admin)).toBe(admin);
  });

  it("stays small, and knows where the widget keeps a chat", () => {
    expect(FIRST_TAP_SCRIPT.length).toBeLessThan(1200);
    expect(KEPT_CHAT_KEY).toBe(CHAT_KEY);
  });
});
