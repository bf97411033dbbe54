// The first tap's inline script (shared/first-tap.ts) in the page and in the Content-Security-Policy: its hash is worked
// out once, at start, from the exact text the pages carry, so the CSP allows that one script and no other inline one.
import { createHash } from "node:crypto";
import { FIRST_TAP_SCRIPT } from "../shared/first-tap.ts";

/** The CSP source that allows the script: 'sha256-…' of its text. */
export const FIRST_TAP_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(FIRST_TAP_SCRIPT, "utf8").digest("base64")}'`;

const TAG = `<script>${FIRST_TAP_SCRIPT}</script>`;

/** The viewport meta tag of the page shell (index.html): the script goes right after it, before the stylesheet. */
const VIEWPORT = /<meta name="viewport"[^>]*>/;

/**
 * The page with the script in its head, for a page that has the chat button. Before the stylesheet: an inline script
 * after a stylesheet that is still loading waits for it and holds up the parsing of the page; before it, it runs at
 * once and delays nothing. Pages without the button (the admin screens) are left as they are.
 */
export function withFirstTapScript(html: string): string {
  if (!html.includes('data-name="chat-launcher"')) return html;
  if (!VIEWPORT.test(html)) throw new Error("The page shell has no viewport meta tag to put the first tap's script after.");
  return html.replace(VIEWPORT, (meta) => `${meta}\n    ${TAG}`);
}
