// A partner success story: where, with whom, what happened, and the results in a short list.
import type { MessageId, Msg } from "../../../i18n/ids.ts";
import { useT } from "../../../i18n/use-t.ts";
import { LineIcon } from "../contact/line-icon.tsx";
import { CheckList } from "./check-list.tsx";

/** A story in a content module: message ids of the page's catalog. */
export interface StoryContent {
  title: MessageId;
  place: MessageId;
  partner: MessageId;
  story: MessageId;
  results: readonly Msg[];
}

/** `resultsHeading`: the heading over the results, from the page's own catalog. */
export function StoryCard({ story, resultsHeading }: { story: StoryContent; resultsHeading: string }) {
  const t = useT();
  return (
    <article className="card flex h-full flex-col">
      <p className="flex items-center gap-2 text-sm font-medium text-soil-700">
        <LineIcon name="pin" className="h-4 w-4" />
        {t(story.place)}
      </p>
      <h3 className="heading-3 mt-3">{t(story.title)}</h3>
      <p className="mt-1 text-sm text-stone-600">{t(story.partner)}</p>
      <p className="mt-4 flex-1 leading-relaxed text-stone-700">{t(story.story)}</p>
      <h4 className="mt-6 text-sm font-semibold tracking-wide text-brand-800 uppercase">{resultsHeading}</h4>
      <CheckList items={story.results.map((r) => t(r))} className="mt-2" />
    </article>
  );
}
