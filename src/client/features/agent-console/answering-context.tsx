// What the console's chats share for answering quickly (issue 14): the team's canned replies with the agent's name
// for {agent_name}, the team (online agents, who holds which chat) for transfers and the "Team's chats" list, and
// the live console's typing and transfer. Provided by the console screen; a chat panel without it shows none of it.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { fillCannedReply, firstName, type CannedReply, type TeamState } from "../../../shared/schemas/chat-answering-constants.ts";
import { useSiteConfig } from "../../app/site-config.tsx";
import { useAuthSession } from "../../lib/use-auth-session.ts";
import { fetchCannedReplies, fetchTeam } from "./answering-api.ts";
import type { AgentConsole } from "./use-agent-console.ts";

/** The team list is read again this often while the console is open (other agents' takes and ends reach no socket here). */
const TEAM_REFRESH_MS = 15_000;

export interface Answering {
  me: string | undefined;
  replies: readonly CannedReply[];
  /** A canned reply's text for a chat with this visitor. */
  fill: (reply: CannedReply, visitorName: string) => string;
  team: TeamState | undefined;
  teamError: string | undefined;
  reloadTeam: () => void;
  live: Pick<AgentConsole, "visitorTyping" | "typed" | "transfer">;
}

const AnsweringContext = createContext<Answering | null>(null);

export const useAnswering = () => useContext(AnsweringContext);

export function AnsweringProvider({ live, children }: { live: AgentConsole; children: ReactNode }) {
  const site = useSiteConfig();
  const { session } = useAuthSession();
  const me = session?.user.id;
  const agentName = session?.user.name || `${site.brand} Agent`;
  const [replies, setReplies] = useState<readonly CannedReply[]>([]);
  const [team, setTeam] = useState<TeamState>();
  const [teamError, setTeamError] = useState<string>();

  // The replies are read on arrival and whenever the tab is shown again (a colleague may have added one).
  useEffect(() => {
    const load = () => void fetchCannedReplies().then(setReplies, (err: unknown) => console.error(err));
    load();
    const onVisible = () => document.visibilityState === "visible" && load();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  const reloadTeam = useCallback(() => {
    fetchTeam().then(
      (t) => {
        setTeam(t);
        setTeamError(undefined);
      },
      (err: Error) => {
        console.error(err);
        setTeamError(err.message);
      },
    );
  }, []);
  // Read again whenever this agent's lists change (a take, an end, a transfer) and every few seconds.
  const listsKey = `${live.state.waiting?.map((s) => s.sessionId).join()}|${live.state.chats?.map((c) => c.session.sessionId).join()}`;
  useEffect(() => {
    reloadTeam();
  }, [reloadTeam, listsKey]);
  useEffect(() => {
    const timer = setInterval(reloadTeam, TEAM_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reloadTeam]);

  const fill = useCallback((reply: CannedReply, visitorName: string) => fillCannedReply(reply.body, { firstName: firstName(visitorName), agentName }), [agentName]);
  const { visitorTyping, typed, transfer } = live;
  const value = useMemo(
    () => ({ me, replies, fill, team, teamError, reloadTeam, live: { visitorTyping, typed, transfer } }),
    [me, replies, fill, team, teamError, reloadTeam, visitorTyping, typed, transfer],
  );
  return <AnsweringContext.Provider value={value}>{children}</AnsweringContext.Provider>;
}
