// A quotation with the speaker's initials, name and one line about them (a testimonial card's body).
import { initials } from "../../../components/initials.ts";

interface TestimonialFigureProps {
  quote: string;
  /** The name as the page shows it; the avatar's initials come from it. */
  name: string;
  detail: string;
}

export function TestimonialFigure({ quote, name, detail }: TestimonialFigureProps) {
  return (
    <figure className="flex flex-1 flex-col">
      <blockquote className="flex-1 text-lg leading-relaxed text-stone-800">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-soil-700 font-bold text-white" aria-hidden="true">
          {initials(name)}
        </span>
        <span>
          <span className="block font-semibold text-stone-900">{name}</span>
          <span className="block text-sm text-stone-600">{detail}</span>
        </span>
      </figcaption>
    </figure>
  );
}
