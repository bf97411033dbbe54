// The admin tabs' status channel (tab-peers.ts) over a real BroadcastChannel (Node has one): a change made in one tab
// reaches the others, and a closed tab hears nothing more.
import { afterEach, describe, expect, it } from "vitest";
import type { AgentStatus } from "../../../shared/schemas/chat-constants.ts";
import { openTabPeers, type TabPeers } from "./tab-peers.ts";

const open: TabPeers[] = [];
afterEach(() => {
  for (const tab of open.splice(0)) tab.close();
});

function tab(heard: AgentStatus[] = []) {
  const peers = openTabPeers((status) => heard.push(status));
  open.push(peers);
  return { peers, heard };
}

/** Waits until `check` holds: messages between channels arrive on later turns of the event loop. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe("the admin tabs of one browser", () => {
  it("pass a change of status to the other tabs, not back to the one that made it", async () => {
    const first = tab();
    const second = tab();
    second.peers.share("away");
    await until(() => first.heard.length === 1);
    expect(first.heard).toEqual(["away"]);
    expect(second.heard).toEqual([]);
  });

  it("tell a closed tab nothing", async () => {
    const first = tab();
    const second = tab();
    const third = tab();
    first.peers.close();
    second.peers.share("offline");
    await until(() => third.heard.length === 1);
    expect(first.heard).toEqual([]);
  });
});
