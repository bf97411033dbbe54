// The visual editor's document model: what a post may hold, so every piece of stored HTML has a node to open into and
// comes back out unchanged in meaning. Headings h2–h4, paragraphs, bold, italic, code, links, lists, quotes, code
// blocks, rules and line breaks come from StarterKit; pictures (uploaded ones carry their size), cards linking to a
// page of this site, and tables (kept whole, edited in the HTML view) are defined here.
import { Extension, Node } from "@tiptap/react";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

/** A picture on a line of its own; the server turns an uploaded one into a <picture> with srcset on save. */
const BlockImage = Image.configure({ inline: false, allowBase64: false });

/**
 * A card leading to a page of this site: <p class="link-card"><a href="/path"><strong>Title</strong> description</a></p>,
 * the one class the sanitiser lets through. One piece: it is chosen and replaced whole, not typed into.
 */
export const LinkCard = Node.create({
  name: "linkCard",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { href: { default: "/" }, title: { default: "" }, description: { default: "" } };
  },
  parseHTML() {
    return [
      {
        tag: "p.link-card",
        // Before the paragraph rule, which would take it as plain text.
        priority: 100,
        getAttrs: (el) => {
          const a = el.querySelector("a");
          if (!a) return false;
          const title = a.querySelector("strong")?.textContent ?? a.textContent ?? "";
          const description = (a.textContent ?? "").slice(title.length).trim();
          return { href: a.getAttribute("href") ?? "/", title: title.trim(), description };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const { href, title, description } = node.attrs as { href: string; title: string; description: string };
    return ["p", { class: "link-card" }, ["a", { href }, ["strong", {}, title || href], ...(description ? [` ${description}`] : [])]];
  },
});

/**
 * A block the editor does not model (a table with its caption and header cells), kept as its exact HTML so opening and
 * saving a post never loses it. Shown as it will look; changed in the HTML view.
 */
export const HtmlBlock = Node.create({
  name: "htmlBlock",
  group: "block",
  atom: true,
  addAttributes() {
    return { html: { default: "" } };
  },
  parseHTML() {
    return [{ tag: "table", getAttrs: (el) => ({ html: el.outerHTML }) }];
  },
  renderHTML({ node }) {
    const template = document.createElement("template");
    template.innerHTML = (node.attrs as { html: string }).html;
    return template.content.firstElementChild ?? ["p"];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("div");
      dom.className = "html-block";
      dom.contentEditable = "false";
      const note = document.createElement("p");
      note.className = "html-block-note";
      note.textContent = "Table: change it in the HTML view.";
      const body = document.createElement("div");
      body.innerHTML = (node.attrs as { html: string }).html;
      dom.append(note, body);
      return { dom };
    };
  },
});

/** Ctrl/⌘+K asks for a link, as in the HTML view. */
const linkShortcut = (onLink: () => void) =>
  Extension.create({
    name: "linkShortcut",
    addKeyboardShortcuts() {
      return {
        "Mod-k": () => {
          onLink();
          return true;
        },
      };
    },
  });

export function editorExtensions(onLink: () => void) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // The sanitiser sets rel on every link and allows no target; links open in the same tab.
      link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null } },
      // Neither is in the stored subset (the sanitiser would drop them).
      strike: false,
      underline: false,
    }),
    BlockImage,
    LinkCard,
    HtmlBlock,
    linkShortcut(onLink),
  ];
}

/**
 * The editor's HTML as it is stored: a list item holding one paragraph written as the plain item it was (<li>text</li>,
 * as posts have always been written), without the empty paragraph the editor keeps at the end for the cursor, and an
 * empty document as nothing, so "Content is required" can say so.
 */
export function storedHtml(html: string, isEmpty: boolean): string {
  if (isEmpty) return "";
  return html
    .replace(/<li><p>((?:(?!<\/?p>|<\/?li>|<[uo]l>).)*?)<\/p><\/li>/gs, "<li>$1</li>")
    .replace(/(<p><\/p>)+$/, "");
}
