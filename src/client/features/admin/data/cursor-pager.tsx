// The pager of the admin lists read by cursor (leads, chats): Previous and Next by the cursors the server gives, with
// where the page lies in the list, and the page-size choice. Keyset paging has no page numbers to jump to; where the
// server counts the list, the position still reads "Showing 26–50 of 1,234" and "Page 2 of 50".
import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";

interface CursorPage {
  /** How many rows come before this page. */
  position: number;
  pageSize: number;
  /** The rows on this page. */
  shown: number;
  nextCursor: string | null;
  prevCursor: string | null;
  /** The rows in the whole list, where the server counts them (capped: "more than" that many). */
  total?: number;
  totalCapped?: boolean;
}

interface CursorPagerProps {
  page: CursorPage;
  onCursor: (cursor: string) => void;
  /** The page sizes to choose from, the one chosen (the address's, ahead of the page still loading) and the choice. */
  sizes: readonly number[];
  pageSize: number;
  onPageSize: (size: number) => void;
}

const n = (x: number) => x.toLocaleString("en-IN");

export function CursorPager({ page, onCursor, sizes, pageSize, onPageSize }: CursorPagerProps) {
  const sizeId = useId();
  const first = page.shown === 0 ? 0 : page.position + 1;
  const last = page.position + page.shown;
  const { total } = page;
  const of = total === undefined ? "" : ` of ${page.totalCapped ? `more than ${n(total)}` : n(total)}`;
  const pageNumber = Math.floor(page.position / page.pageSize) + 1;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-stone-600">
        Showing {n(first)}–{n(last)}
        {of}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sizeId} className="text-sm text-stone-600">
          Per page
        </label>
        <select id={sizeId} className="field-input w-auto py-1.5" value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <Button variant="outline" size="sm" disabled={!page.prevCursor} onClick={() => page.prevCursor && onCursor(page.prevCursor)}>
          Previous
        </Button>
        {total !== undefined && (
          <span className="text-sm text-stone-700">
            Page {n(pageNumber)}
            {page.totalCapped ? "" : ` of ${n(Math.max(1, Math.ceil(total / page.pageSize)))}`}
          </span>
        )}
        <Button variant="outline" size="sm" disabled={!page.nextCursor} onClick={() => page.nextCursor && onCursor(page.nextCursor)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
