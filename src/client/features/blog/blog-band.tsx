// The green band that opens both blog pages: short, so the search or the article itself is on the first screen.
import type { ReactNode } from "react";

interface Props {
  title: string;
  /** Above the title (a back link). */
  above?: ReactNode;
  /** Under the title. */
  children?: ReactNode;
  /** The width of an article's column rather than of the page. */
  narrow?: boolean;
}

export function BlogBand({ title, above, children, narrow = false }: Props) {
  return (
    <div className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 pt-28 pb-12 text-white sm:pt-32 sm:pb-16">
      <div className={`container-page ${narrow ? "max-w-4xl" : ""}`}>
        {above}
        {/* The page's one headline; every public page gives it this id. */}
        <h1 id="hero-title" className="heading-2 text-white sm:text-5xl">
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}
