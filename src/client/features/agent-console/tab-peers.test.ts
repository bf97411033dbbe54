// The admin tabs' presence protocol (tab-peers.ts) over a real BroadcastChannel (Node has one): a new tab takes the
// status another tab answers with, changes reach the other tabs, and a tab's goodbye makes the last one alone again.
import { afterEach, describe, expect, it } from "vitest";
import { openTabPeers, type TabPeers } from "./tab-peers.ts";

const open: TabPeers[] = [];
afterEach(() => {
  for (const tab of open.splice(0)) tab.close();
});

function tab(online: boolean | undefined, heard: boolean[] = []) {
  const peers = openTabPeers(
    () => online,
    (value) => heard.push(value),
  );
  open.push(peers);
  return { peers, heard };
}

/** Waits until `check` holds: messages between channels arrive on later turns of the event loop. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe("the admin tabs of one browser", () => {
  it("count themselves alone when no other tab answers the greeting", async () => {
    const first = tab(undefined);
    expect(await first.peers.greet()).toBeUndefined();
    expect(first.peers.hasPeers()).toBe(false);
  });

  it("hand a new tab the status the open tab has, and know of each other", async () => {
    const first = tab(true);
    const second = tab(undefined);
    expect(await second.peers.greet()).toBe(true);
    expect(second.peers.hasPeers()).toBe(true);
    expect(first.peers.hasPeers()).toBe(true);
  });

  it("pass a change of status to the other tabs", async () => {
    const first = tab(true);
    const second = tab(undefined);
    await second.peers.greet();
    second.peers.share(false);
    await until(() => first.heard.length === 1);
    expect(first.heard).toEqual([false]);
  });

  it("leave the last tab alone once the other says goodbye, so closing it takes the agent offline", async () => {
    const first = tab(true);
    const second = tab(undefined);
    await second.peers.greet();
    expect(first.peers.hasPeers()).toBe(true);
    second.peers.close();
    await until(() => !first.peers.hasPeers());
  });
});
