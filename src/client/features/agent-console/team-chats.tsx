// The team's chats (issue 14): which chats the other agents hold (visitor, agent, since when), never their messages,
// and who is online to hand a chat to.
import { useAnswering } from "./answering-context.tsx";
import { useNow } from "./waiting-time.ts";

const sinceText = (takenAt: string | null, now: number) => (takenAt ? `${Math.max(0, Math.floor((now - Date.parse(takenAt)) / 60_000))} min` : "");

export function TeamChats() {
  const answering = useAnswering();
  const now = useNow();
  if (!answering) return null;
  const { team, teamError, me } = answering;
  const others = team?.chats.filter((c) => c.agentId !== me) ?? [];
  const online = team?.agents.filter((a) => a.online && a.id !== me) ?? [];

  return (
    <section aria-labelledby="team-heading" className="card p-5">
      <h2 id="team-heading" className="heading-3">
        Team&apos;s chats
      </h2>
      {teamError && !team && <p className="mt-2 text-sm text-red-800">The team&apos;s chats could not be read: {teamError}</p>}
      {team && (
        <>
          <p className="mt-1 text-sm text-stone-600">{online.length ? `Also online: ${online.map((a) => a.name).join(", ")}` : "No other agent is online."}</p>
          {others.length === 0 ? (
            <p className="mt-3 text-stone-600">No other agent holds a chat.</p>
          ) : (
            <table className="mt-3 w-full text-left text-sm">
              <thead className="text-xs text-stone-500 uppercase">
                <tr>
                  <th scope="col" className="py-1 pr-2 font-semibold">Visitor</th>
                  <th scope="col" className="py-1 pr-2 font-semibold">Agent</th>
                  <th scope="col" className="py-1 font-semibold">Since</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {others.map((c) => (
                  <tr key={c.sessionId} data-team-chat={c.sessionId}>
                    <td className="py-1.5 pr-2 font-medium break-words text-stone-900">{c.userName}</td>
                    <td className="py-1.5 pr-2 break-words text-stone-700">{c.agentName}</td>
                    <td className="py-1.5 whitespace-nowrap text-stone-700">{sinceText(c.takenAt, now)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
