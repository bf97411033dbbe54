// The dashboard's chat rating (issue 14): the share of good ratings visitors gave chats in the last 30 days.
import { ANSWERING_API, type RatingSummary } from "../../../../shared/schemas/chat-answering-constants.ts";
import { adminApi } from "../../../lib/admin-api.ts";
import { useAsync } from "../data/use-async.ts";

/** "92 % good (25 ratings)", or that there were none. */
export function ratingText(s: RatingSummary): string {
  const total = s.good + s.bad;
  if (total === 0) return `No ratings in the last ${s.days} days`;
  return `${Math.round((s.good / total) * 100)} % good (${total.toLocaleString("en-IN")} rating${total === 1 ? "" : "s"})`;
}

export function ChatRatingCard() {
  const { data, error } = useAsync(() => adminApi.get<RatingSummary>(`${ANSWERING_API.ratingSummary}?days=30`), []);
  return (
    <div className="card">
      <dt className="text-sm font-medium text-stone-600">Chat rating, last 30 days</dt>
      <dd className="mt-2 text-xl font-bold text-stone-900" data-stat="Chat rating">
        {error ? "–" : data ? ratingText(data) : "…"}
      </dd>
      {data && data.good + data.bad > 0 && (
        <dd className="mt-1 text-sm text-brand-700">
          {data.good.toLocaleString("en-IN")} good, {data.bad.toLocaleString("en-IN")} bad
        </dd>
      )}
    </div>
  );
}
