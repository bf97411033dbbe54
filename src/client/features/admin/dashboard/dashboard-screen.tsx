// Admin dashboard (spec 2.17): lead counts, user interactions, published posts, the chat rating (issue 14), shortcuts
// and the five newest leads.
import { Link } from "react-router";
import { fetchDashboard } from "../data/api.ts";
import { formatDateTime, localMidnight, sourceLabel, userTypeLabel } from "../data/format.ts";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { leadPath } from "../leads/use-lead-filters.ts";
import { ChatRatingCard } from "./chat-rating-card.tsx";
import { mayOpen, useRole } from "../role-access.ts";

function StatCard({ label, value, note }: { label: string; value: number | undefined; note?: string }) {
  return (
    <div className="card">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-2 text-3xl font-bold text-stone-900" data-stat={label}>
        {value === undefined ? "–" : value.toLocaleString("en-IN")}
      </dd>
      {note && <dd className="mt-1 text-sm text-brand-700">{note}</dd>}
    </div>
  );
}

function ShortcutCard({ to, title, text, soon }: { to?: string; title: string; text: string; soon?: boolean }) {
  const body = (
    <>
      <h2 className="heading-3 flex items-center gap-2">
        {title}
        {soon && <span className="rounded-full bg-harvest-400 px-2.5 py-0.5 text-xs font-semibold text-stone-900">Coming soon</span>}
      </h2>
      <p className="mt-2 text-stone-600">{text}</p>
    </>
  );
  return to ? (
    <Link to={to} className="card block transition-shadow hover:shadow-md">
      {body}
    </Link>
  ) : (
    <div className="card opacity-80">{body}</div>
  );
}

export default function DashboardScreen() {
  const { data, error, reload } = useAsync(() => fetchDashboard(localMidnight()), []);
  const role = useRole();
  return (
    <div className="space-y-10">
      <h1 className="heading-2">Dashboard</h1>
      {error && <LoadError what="The figures" message={error} onRetry={reload} />}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <StatCard label="Total Leads" value={data?.leads.total} note={data ? `${data.leads.today.toLocaleString("en-IN")} today` : undefined} />
        <StatCard label="This Week" value={data?.leads.week} note="last 7 days" />
        <StatCard label="This Month" value={data?.leads.month} note="last 30 days" />
        <StatCard label="User Interactions" value={data?.userMessages} note="chat messages from visitors" />
        <StatCard label="Blog Posts Published" value={data?.publishedPosts} />
      </dl>
      <dl className="grid gap-4 md:grid-cols-3">
        <ChatRatingCard />
      </dl>
      <div className="grid gap-4 md:grid-cols-3">
        <ShortcutCard to="/admin/leads" title="Manage Leads" text="Search, filter, follow up and export every lead." />
        {/* An agent cannot open the blog (issue 27): no shortcut to it. */}
        {mayOpen(role, "/admin/blog") && <ShortcutCard to="/admin/blog" title="Manage Blog" text="Write, edit and publish articles." />}
        <ShortcutCard title="Analytics" text="Visitor and conversion reports." soon />
      </div>
      <section aria-labelledby="recent-leads" className="card p-0">
        <div className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
          <h2 id="recent-leads" className="heading-3">
            Recent Leads
          </h2>
          <Link to="/admin/leads" className="text-sm font-semibold text-brand-800 hover:underline">
            View all
          </Link>
        </div>
        {data && data.recentLeads.length === 0 ? (
          <p className="px-6 py-8 text-center text-stone-600">No leads collected yet</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {data?.recentLeads.map((l) => (
              <li key={l.id}>
                <Link to={leadPath(l.id)} className="flex flex-wrap items-center justify-between gap-2 px-6 py-3 hover:bg-stone-50">
                  <span>
                    <span className="font-semibold text-stone-900">{l.name}</span>
                    <span className="ml-2 text-sm text-stone-600">{l.email || l.phone}</span>
                  </span>
                  <span className="text-sm text-stone-600">
                    {userTypeLabel(l.user_type)} · {sourceLabel(l.source)} · {formatDateTime(l.created_at)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
