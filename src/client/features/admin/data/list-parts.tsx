// Pieces the admin lists share: the table with its column heads, the card shown when a list is empty, and the pager.
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";

interface ListTableProps {
  /** Read by screen readers: what the rows are and their order. */
  caption: string;
  columns: readonly string[];
  /** The narrowest the table may get (a Tailwind min-w-[…] class); narrower screens scroll it sideways. */
  minWidth: string;
  children: ReactNode;
}

export function ListTable({ caption, columns, minWidth, children }: ListTableProps) {
  return (
    <div className="card overflow-x-auto p-0">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 whitespace-nowrap">{children}</tbody>
      </table>
    </div>
  );
}

export function EmptyList({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="card py-12 text-center">
      <p className="heading-3">{title}</p>
      {text && <p className="mt-2 text-stone-600">{text}</p>}
      {children}
    </div>
  );
}

interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** More controls before Previous (a page-size choice). */
  children?: ReactNode;
}

export function ListPager({ page, pageSize, total, onPage, children }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const n = (x: number) => x.toLocaleString("en-IN");
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-stone-600">
        Showing {n(first)}–{n(last)} of {n(total)}
      </p>
      <div className="flex items-center gap-2">
        {children}
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm text-stone-700">
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
