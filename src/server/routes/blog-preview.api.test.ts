// A post's preview and its revisions compared (issue 30) over HTTP on SQLite and PostgreSQL: the preview is the public
// post page (the site's layout) rendered for a draft, for a signed-in editor or admin alone, noindex and never kept;
// signed out it is 401, for an agent 403. A revision answers with the fields it kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../shared/schemas/auth.ts";
import { BLOG_API, type BlogPost, type BlogPostInput, type BlogRevision, type BlogRevisionDetail } from "../../shared/schemas/blog.ts";
import { previewPageUrl, revisionUrl, revisionsUrl } from "../../shared/schemas/blog-fields.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { teamOfEveryRole, type SignedInUser } from "../test-support/team-roles.ts";
import { WEB_BUILD_TIMEOUT_MS, webBuild } from "../test-support/web-build.ts";

const draft = (over: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Zinc for Paddy in Telangana",
  excerpt: "Why khaira disease shows up in paddy and how a soil test catches it early.",
  content: "<p>Paddy on alkaline soils often runs short of zinc.</p><p>Apply zinc sulphate at transplanting.</p>",
  author: "Kavya Reddy",
  category: "Soil Science",
  tags: ["paddy", "zinc"],
  image_url: "/blog/soil-sampling.svg",
  meta_title: "Zinc for Paddy | MittiMitra",
  ...over,
});

let build: Awaited<ReturnType<typeof webBuild>>;
beforeAll(async () => {
  build = await webBuild();
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => build?.remove());

describe.each(testDatabases)("blog preview and revisions on %s", (kind) => {
  let t: TestApp;
  let team: Record<Role, SignedInUser>;
  let post: BlogPost;

  const get = (url: string, who?: Role) => t.app.inject({ method: "GET", url, headers: who ? team[who].headers : {} });

  beforeAll(async () => {
    t = await createTestApp(kind, { SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "1000" }, { web: true, distDir: build.distDir });
    team = await teamOfEveryRole(t.app);
    const res = await t.app.inject({ method: "POST", url: BLOG_API.adminPosts, headers: team.editor.headers, payload: draft() });
    expect(res.statusCode, res.body).toBe(201);
    post = res.json<{ post: BlogPost }>().post;
    expect(post.status).toBe("draft");
  });
  afterAll(async () => t?.close());

  it("refuses the preview to a visitor without a session (401) and to an agent (403)", async () => {
    const anonymous = await get(previewPageUrl(post.id));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(post.title);
    const agent = await get(previewPageUrl(post.id), "agent");
    expect(agent.statusCode).toBe(403);
    expect(agent.json().error.message).toMatch(/^Your role \(agent\) cannot /);
    expect((await get(previewPageUrl("00000000-0000-4000-8000-000000000000"), "editor")).statusCode).toBe(404);
  });

  it("serves an editor the draft in the site's own page, noindex and never kept", async () => {
    for (const who of ["editor", "admin"] as const) {
      const res = await get(previewPageUrl(post.id), who);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["x-robots-tag"]).toBe("noindex");
      const html = res.body;
      expect(html).toMatch(/<meta [^>]*name="robots" content="noindex">/);
      expect(html).not.toContain("index, follow");
      // The public post page: its title and body, in the layout with the site's header and footer.
      expect(html).toMatch(/<h1[^>]*>Zinc for Paddy in Telangana<\/h1>/);
      expect(html).toContain("Apply zinc sulphate at transplanting.");
      expect(html).toContain('data-name="site-header"');
      expect(html).toMatch(/<footer[\s>]/);
      // The editor's meta title already names the brand: it is not added twice.
      expect(html).toContain("<title>Zinc for Paddy | MittiMitra</title>");
    }
    // The draft is still not on the blog, and the preview left nothing in the page cache.
    const pub = await get(`/blog/${post.slug}`);
    expect(pub.statusCode).toBe(404);
    expect(pub.body).not.toContain("Apply zinc sulphate at transplanting.");
  });

  it("answers a revision with the fields it kept, to editors and admins only", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: `${BLOG_API.adminPosts}/${post.id}`,
      headers: team.editor.headers,
      payload: draft({ title: "Zinc for Kharif Paddy", content: "<p>Paddy on alkaline soils often runs short of zinc and iron.</p>", slug: post.slug }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { revisions } = (await get(revisionsUrl(post.id), "editor")).json<{ revisions: BlogRevision[] }>();
    expect(revisions.map((r) => r.title)).toEqual(["Zinc for Kharif Paddy", "Zinc for Paddy in Telangana"]);
    const first = await get(revisionUrl(post.id, revisions[1]!.id), "editor");
    expect(first.statusCode).toBe(200);
    expect(first.json<{ revision: BlogRevisionDetail }>().revision).toMatchObject({
      id: revisions[1]!.id,
      title: "Zinc for Paddy in Telangana",
      fields: { title: "Zinc for Paddy in Telangana", excerpt: draft().excerpt, content: draft().content, tags: ["paddy", "zinc"], meta_title: "Zinc for Paddy | MittiMitra" },
    });
    expect((await get(revisionUrl(post.id, revisions[1]!.id), "agent")).statusCode).toBe(403);
    expect((await get(revisionUrl(post.id, revisions[1]!.id))).statusCode).toBe(401);
    const unknown = await get(revisionUrl(post.id, "00000000-0000-4000-8000-000000000000"), "editor");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("No revision with that id for this post.");
  });
});
