// A partner success story: where, with whom, what happened, and the results in a short list.
import { LineIcon } from "../contact/line-icon.tsx";
import { CheckList } from "./check-list.tsx";

export interface Story {
  title: string;
  place: string;
  partner: string;
  story: string;
  results: readonly string[];
}

export function StoryCard({ story }: { story: Story }) {
  return (
    <article className="card flex h-full flex-col">
      <p className="flex items-center gap-2 text-sm font-medium text-soil-700">
        <LineIcon name="pin" className="h-4 w-4" />
        {story.place}
      </p>
      <h3 className="heading-3 mt-3">{story.title}</h3>
      <p className="mt-1 text-sm text-stone-600">{story.partner}</p>
      <p className="mt-4 flex-1 leading-relaxed text-stone-700">{story.story}</p>
      <h4 className="mt-6 text-sm font-semibold tracking-wide text-brand-800 uppercase">Results</h4>
      <CheckList items={story.results} className="mt-2" />
    </article>
  );
}
