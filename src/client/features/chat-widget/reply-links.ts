// Splits an assistant reply into plain text and the site's own page paths (such as /find-clinic), so paths become links.

export type ReplyPart = { kind: "text"; text: string } | { kind: "link"; path: string };

// A path starts after the start of the text, a space or an opening bracket, and holds lower-case words joined by / or -,
// optionally with a #section. A lone "/" (the home page) counts only after "label: ", as in "More: Home: /".
const PATH = /(^|[\s(])(\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?(?:#[a-z0-9-]+)?)(?=$|[\s).,;:!?|])/g;

export function splitReply(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATH)) {
    const [, before = "", path = ""] = match;
    const start = (match.index ?? 0) + before.length;
    if (path === "/" && !text.slice(0, start).endsWith(": ")) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", path });
    last = start + path.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
