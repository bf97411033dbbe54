// Which admin screens each role may open, where it lands, and what its bar lists (issue 27).
import { describe, expect, it } from "vitest";
import { homeOf, mayOpen, navFor, roleOf, usesLiveChat } from "./role-access.ts";

describe("admin screens by role", () => {
  it("lets an admin open every screen, known or not", () => {
    for (const path of ["/admin/audit", "/admin/team", "/admin/people", "/admin/clinics", "/admin/anything"]) expect(mayOpen("admin", path)).toBe(true);
  });

  it("lets an agent open the live chat, conversations, leads, the dashboard and their account, and nothing else", () => {
    for (const path of ["/admin", "/admin/chat", "/admin/chat/replies", "/admin/conversations", "/admin/leads", "/admin/dashboard", "/admin/team", "/admin/leads/"]) {
      expect(mayOpen("agent", path), path).toBe(true);
    }
    for (const path of ["/admin/blog", "/admin/blog/new", "/admin/audit", "/admin/clinics", "/admin/hours", "/admin/people", "/admin/chatter", "/admin/unknown"]) {
      expect(mayOpen("agent", path), path).toBe(false);
    }
  });

  it("lets an editor open the blog and their account only", () => {
    for (const path of ["/admin", "/admin/blog", "/admin/blog/edit/1", "/admin/team"]) expect(mayOpen("editor", path), path).toBe(true);
    for (const path of ["/admin/chat", "/admin/leads", "/admin/dashboard", "/admin/conversations", "/admin/audit"]) expect(mayOpen("editor", path), path).toBe(false);
    expect(usesLiveChat("editor")).toBe(false);
    expect(usesLiveChat("agent")).toBe(true);
  });

  it("lands each role on a screen it may open, and lists in the bar only those", () => {
    expect([homeOf("admin"), homeOf("agent"), homeOf("editor")]).toEqual(["/admin/chat", "/admin/chat", "/admin/blog"]);
    for (const role of ["admin", "agent", "editor"] as const) {
      expect(mayOpen(role, homeOf(role))).toBe(true);
      for (const item of navFor(role)) expect(mayOpen(role, item.to), `${role} ${item.to}`).toBe(true);
    }
    expect(navFor("editor").map((i) => i.label)).toEqual(["Blog", "Knowledge", "Account"]);
    expect(navFor("admin").map((i) => i.label)).toContain("Audit");
  });

  it("takes a session stored before roles for an admin's, as every user then was", () => {
    expect(roleOf({} as never)).toBe("admin");
    expect(roleOf({ role: "editor" })).toBe("editor");
  });
});
