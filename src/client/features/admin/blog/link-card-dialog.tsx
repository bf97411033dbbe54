// Adds a card linking to a page of this site: the page chosen from the site's pages (its title and description filled
// in, both editable) or typed as a path, such as a blog post's /blog/its-slug.
import { useEffect, useState } from "react";
import { publicRoutes } from "../../../../shared/public-routes.ts";
import { useT } from "../../../i18n/use-t.ts";
import { EditorDialog } from "./editor-dialog.tsx";
import { EditorField } from "./editor-field.tsx";

export interface LinkCardValues {
  href: string;
  title: string;
  description: string;
}

/** A path of this site: starts with one slash, no spaces. */
const SITE_PATH = /^\/(?![/\\])\S*$/;

export function LinkCardDialog({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (card: LinkCardValues) => void }) {
  const t = useT();
  const [card, setCard] = useState<LinkCardValues>({ href: "", title: "", description: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof LinkCardValues, string>>>({});
  const pages = publicRoutes.map((r) => ({ path: r.path, title: t(`route.${r.key}.title`), description: t(`route.${r.key}.description`) }));

  useEffect(() => {
    if (!open) {
      setCard({ href: "", title: "", description: "" });
      setErrors({});
    }
  }, [open]);

  function choosePage(path: string) {
    const page = pages.find((p) => p.path === path);
    setCard(page ? { href: page.path, title: page.title, description: page.description } : { ...card, href: path });
  }

  function submit() {
    const found: typeof errors = {};
    if (!SITE_PATH.test(card.href.trim())) found.href = "Choose a page, or type a path of this site starting with /, such as /find-clinic.";
    if (!card.title.trim()) found.title = "Please give the card a title.";
    setErrors(found);
    if (Object.keys(found).length) return;
    onAdd({ href: card.href.trim(), title: card.title.trim(), description: card.description.trim() });
  }

  return (
    <EditorDialog submitText="Add Card" open={open} onClose={onClose} title="Add a link card" description="A card in the article that leads to a page of this site." onSubmit={submit}>
      <EditorField label="Page">
        {(c) => (
          <select {...c} className="field-input" value={pages.some((p) => p.path === card.href) ? card.href : ""} onChange={(e) => choosePage(e.target.value)}>
            <option value="">Choose a page</option>
            {pages.map((p) => (
              <option key={p.path} value={p.path}>
                {p.title} ({p.path})
              </option>
            ))}
          </select>
        )}
      </EditorField>
      <EditorField label="Address" hint="A path of this site, such as /blog/zinc-deficiency for a post." error={errors.href}>
        {(c) => <input {...c} className="field-input" inputMode="url" autoComplete="off" value={card.href} onChange={(e) => setCard({ ...card, href: e.target.value })} />}
      </EditorField>
      <EditorField label="Card title" error={errors.title}>
        {(c) => <input {...c} className="field-input" value={card.title} maxLength={120} onChange={(e) => setCard({ ...card, title: e.target.value })} />}
      </EditorField>
      <EditorField label="Card text" hint="One sentence on what the reader finds there (optional).">
        {(c) => <input {...c} className="field-input" value={card.description} maxLength={200} onChange={(e) => setCard({ ...card, description: e.target.value })} />}
      </EditorField>
    </EditorDialog>
  );
}
