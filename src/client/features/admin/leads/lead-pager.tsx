// The leads list's pager: Previous and Next by the cursors the server gives, with where the page lies in the list.
// Keyset paging has no page numbers to jump to; the position still reads "Showing 26–50 of 1,234" and "Page 2 of 50".
import type { ReactNode } from "react";
import type { LeadPage } from "../../../../shared/schemas/lead-admin.ts";
import { Button } from "../../../components/ui/button.tsx";

interface LeadPagerProps {
  page: Pick<LeadPage, "total" | "totalCapped" | "pageSize" | "position" | "nextCursor" | "prevCursor"> & { shown: number };
  onCursor: (cursor: string) => void;
  /** More controls before Previous (the page-size choice). */
  children?: ReactNode;
}

const n = (x: number) => x.toLocaleString("en-IN");

export function LeadPager({ page, onCursor, children }: LeadPagerProps) {
  const first = page.shown === 0 ? 0 : page.position + 1;
  const last = page.position + page.shown;
  const of = page.totalCapped ? `more than ${n(page.total)}` : n(page.total);
  const pageNumber = Math.floor(page.position / page.pageSize) + 1;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-stone-600">
        Showing {n(first)}–{n(last)} of {of}
      </p>
      <div className="flex items-center gap-2">
        {children}
        <Button variant="outline" size="sm" disabled={!page.prevCursor} onClick={() => page.prevCursor && onCursor(page.prevCursor)}>
          Previous
        </Button>
        <span className="text-sm text-stone-700">
          Page {n(pageNumber)}
          {page.totalCapped ? "" : ` of ${n(Math.max(1, Math.ceil(page.total / page.pageSize)))}`}
        </span>
        <Button variant="outline" size="sm" disabled={!page.nextCursor} onClick={() => page.nextCursor && onCursor(page.nextCursor)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
