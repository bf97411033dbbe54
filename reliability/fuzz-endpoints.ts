// What the fuzz knows about each endpoint: a valid request to start mutating from (body, query keys, real ids for path
// parameters, which credential it takes). Routes are enumerated from the app itself (see fuzz.ts); a route missing
// from this table is still fuzzed, with generic bodies, and listed in the report so a template can be added.
import { ADMIN, validLead } from "./harness.ts";
import type { Rng } from "./random.ts";

/** Real things the fuzz can point at, created through the API before it starts. */
export interface FuzzFixtures {
  adminToken: string;
  /** A second sign-in of the admin, for the sign-out endpoint to end. */
  spareToken: string;
  leadIds: string[];
  postIds: string[];
  postSlugs: string[];
  /** A chat the visitor may still write to (an agent was online when it started). */
  visitor: { sessionId: string; token: string };
  /** A chat the admin holds as agent. */
  agentSessionId: string;
}

export type Credential = "none" | "admin" | "visitor";

export interface EndpointTemplate {
  credential: Credential;
  body?: (rng: Rng, f: FuzzFixtures) => unknown;
  query?: string[];
  /** A query every call needs to reach the handler (e.g. grant_type). */
  baseQuery?: (rng: Rng) => string;
  /** For a wildcard route: the paths to send to. */
  pages?: string[];
  /** Sent as an HTML form (urlencoded) rather than JSON, most of the time. */
  form?: boolean;
  /** The token to send instead of the admin's main one. */
  token?: (f: FuzzFixtures) => string;
  /** Real values for the path parameters. */
  params?: (f: FuzzFixtures) => Record<string, string[]>;
}

const post = (rng: Rng) => ({
  title: "Testing soil before kharif",
  excerpt: "Why a soil test before sowing pays for itself.",
  content: "<p>Take samples from <strong>ten spots</strong> in a zig-zag.</p>",
  author: "Reliability Run",
  category: "Soil Science",
  tags: ["soil", "kharif"],
  image_url: "/blog/soil-sampling.svg",
  status: rng.pick(["draft", "published"]),
  slug: `fuzz-${rng.int(0, 1e9)}`,
});

const leadIdParam = (f: FuzzFixtures) => ({ id: f.leadIds });
const postIdParam = (f: FuzzFixtures) => ({ id: f.postIds });

export const pagePaths = ["/", "/about", "/blog", "/find-clinic", "/contact", "/for-farmers", "/for-partners", "/csr", "/start-clinic", "/solutions", "/soil-intelligence", "/resources", "/privacy-policy", "/terms-of-service", "/sitemap", "/admin", "/admin/leads", "/no-such-page"];

export const templates: Record<string, EndpointTemplate> = {
  "POST /api/v1/leads": {
    credential: "none",
    body: (rng) => validLead("fuzz", rng.int(0, 1e6)),
  },
  "GET /api/v1/clinics": { credential: "none", query: ["state", "q"] },
  "GET /api/v1/chat/availability": { credential: "none" },
  "POST /api/v1/chat/sessions": {
    credential: "none",
    body: (rng) => ({ userName: "Asha Devi", userEmail: `asha.${rng.int(0, 1e6)}@example.in`, userType: rng.pick(["farmer", "fpo", "other"]) }),
  },
  "POST /api/v1/chat/sessions/:id/messages": {
    credential: "visitor",
    body: () => ({ message: "Do you test for zinc?", senderName: "Asha" }),
    params: (f) => ({ id: [f.visitor.sessionId] }),
  },
  "GET /api/v1/chat/sessions/:id/messages": {
    credential: "visitor",
    query: ["since", "afterId"],
    params: (f) => ({ id: [f.visitor.sessionId] }),
  },
  "POST /api/v1/chat/sessions/:id/leave": { credential: "visitor", params: (f) => ({ id: [f.visitor.sessionId] }) },
  "POST /api/v1/chat/sessions/:id/callback": {
    credential: "visitor",
    body: (rng) => ({ channel: rng.pick(["phone", "email"]), phone: "+91 98765 43210", email: "asha@example.in", preferredTime: rng.pick(["any", "morning", "evening"]), note: "Please call after 5." }),
    params: (f) => ({ id: [f.visitor.sessionId] }),
  },
  "GET /api/v1/chat/ws": { credential: "none" },
  "POST /api/v1/assistant": {
    credential: "none",
    body: () => ({ message: "How do I take a soil sample?", userInfo: { name: "Asha", email: "asha@example.in", phone: "+91 98765 43210", location: "Nashik", userType: "farmer" } }),
  },
  "GET /api/v1/blog/posts": { credential: "none", query: ["q", "category", "page"] },
  "GET /api/v1/blog/posts/:slug": { credential: "none", params: (f) => ({ slug: f.postSlugs }) },
  "GET /api/v1/admin/blog/posts": { credential: "admin", query: ["q", "status", "page"] },
  "POST /api/v1/admin/blog/posts": { credential: "admin", body: post },
  "GET /api/v1/admin/blog/posts/:id": { credential: "admin", params: postIdParam },
  "PUT /api/v1/admin/blog/posts/:id": { credential: "admin", body: post, params: postIdParam },
  "DELETE /api/v1/admin/blog/posts/:id": { credential: "admin", params: postIdParam },
  "POST /api/v1/admin/blog/preview": { credential: "admin", body: () => ({ content: "<p>Hello <em>farmers</em></p>" }) },
  "GET /api/v1/admin/leads": { credential: "admin", query: ["q", "user_type", "source", "status", "from", "to", "page", "pageSize", "spam"] },
  "GET /api/v1/admin/leads/export": { credential: "admin", query: ["q", "user_type", "source", "status", "from", "to", "spam"] },
  "GET /api/v1/admin/leads/:id": { credential: "admin", params: leadIdParam },
  "PUT /api/v1/admin/leads/:id/spam": { credential: "admin", params: leadIdParam },
  "DELETE /api/v1/admin/leads/:id/spam": { credential: "admin", params: leadIdParam },
  "PATCH /api/v1/admin/leads/:id": { credential: "admin", body: (rng) => ({ status: rng.pick(["new", "contacted", "qualified", "closed"]) }), params: leadIdParam },
  "POST /api/v1/admin/leads/:id/notes": { credential: "admin", body: () => ({ body: "Called back; wants a 13-parameter test." }), params: leadIdParam },
  "GET /api/v1/admin/dashboard": { credential: "admin", query: ["todayStart"] },
  "GET /api/v1/auth/setup": { credential: "none" },
  "POST /api/v1/auth/setup": { credential: "none", body: (rng) => ({ email: `second.${rng.int(0, 1e6)}@example.in`, password: "another-long-password" }) },
  "POST /api/v1/auth/token": {
    credential: "none",
    baseQuery: (rng) => (rng.chance(0.7) ? "?grant_type=password" : "?grant_type=refresh_token"),
    query: ["grant_type"],
    // A wrong password for the real admin, or any e-mail: the fuzz must never sign itself out or lock itself out.
    body: (rng) => ({ email: rng.chance(0.3) ? ADMIN.email : `nobody.${rng.int(0, 1e6)}@example.in`, password: `wrong-${rng.int(0, 1e6)}`, refresh_token: `r${rng.int(0, 1e9)}` }),
  },
  // Signs out a session of its own, so the other endpoints keep theirs.
  "POST /api/v1/auth/logout": { credential: "admin", token: (f) => f.spareToken },
  "GET /api/v1/auth/user": { credential: "admin" },
  "PUT /api/v1/auth/user": { credential: "admin", body: (rng) => ({ password: "a-new-long-password", current_password: `wrong-${rng.int(0, 1e6)}` }) },
  "GET /api/v1/admin/users": { credential: "admin" },
  "POST /api/v1/admin/users": { credential: "admin", body: (rng) => ({ email: `team.${rng.int(0, 1e9)}@example.in`, password: "a-team-member-password" }) },
  "GET /api/v1/agent/presence": { credential: "admin" },
  "PUT /api/v1/agent/presence": { credential: "admin", body: () => ({ online: true }) },
  "GET /api/v1/agent/sessions/waiting": { credential: "admin" },
  "GET /api/v1/agent/sessions/active": { credential: "admin" },
  "POST /api/v1/agent/sessions/:id/take": { credential: "admin", params: (f) => ({ id: [f.agentSessionId] }) },
  "GET /api/v1/agent/sessions/:id/messages": { credential: "admin", query: ["since", "afterId"], params: (f) => ({ id: [f.agentSessionId] }) },
  "POST /api/v1/agent/sessions/:id/messages": { credential: "admin", body: () => ({ message: "Yes, zinc is in the 13-parameter test." }), params: (f) => ({ id: [f.agentSessionId] }) },
  "POST /api/v1/agent/sessions/:id/end": { credential: "admin", params: (f) => ({ id: [f.agentSessionId] }) },
  "GET /healthz": { credential: "none" },
  "GET /readyz": { credential: "none" },
  "GET /metrics": { credential: "none" },
  "GET /robots.txt": { credential: "none" },
  "GET /sitemap.xml": { credential: "none" },
  "GET /blog/rss.xml": { credential: "none" },
  "GET /manifest.webmanifest": { credential: "none" },
  "GET /*": { credential: "none", query: ["q", "category", "page", "state", "service", "sent", "book"] },
  // Lead forms posted without JavaScript (application/x-www-form-urlencoded) to their own pages.
  "POST /*": {
    credential: "none",
    pages: ["/contact", "/for-partners", "/csr", "/start-clinic", "/find-clinic", "/find-clinic?book=x", "/", "/blog"],
    form: true,
    body: (rng) => ({
      name: "Asha Devi",
      email: `asha.${rng.int(0, 1e6)}@example.in`,
      phone: "+91 98765 43210",
      location: "Nashik",
      message: "Please call me about a soil test.",
      organization: "Nashik FPO",
      formShownAt: String(Date.now() - 20_000),
      honeypot: "",
    }),
  },
};

/** The template of a route: from the table, or one that fits a family of routes (the PDF downloads). */
export function templateFor(method: string, url: string): EndpointTemplate | undefined {
  if (method === "GET" && /^\/downloads\/[\w-]+\.pdf$/.test(url)) return { credential: "none" };
  return templates[`${method} ${url}`];
}

/** For a route the table does not know: which credential its path suggests. */
export function guessCredential(url: string): Credential {
  return /^\/api\/v1\/(admin|agent)(\/|$)/.test(url) || url === "/api/v1/auth/user" || url === "/api/v1/auth/logout" ? "admin" : "none";
}

/** Generic bodies for routes without a template (a form post is the likeliest new kind). */
export function genericBody(rng: Rng): unknown {
  return rng.pick([
    { ...validLead("generic", rng.int(0, 1e6)) },
    { message: "Hello", name: "Asha", email: "asha@example.in" },
    { content: "<p>x</p>", title: "t" },
    {},
  ]);
}
