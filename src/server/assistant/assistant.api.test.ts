// The assistant's knowledge of the blog and its topic intents, on SQLite and PostgreSQL: the published posts answer in
// their language and link to the post, a change shows once the blog's content version moves, and questions about our
// offices, a visit to the farm, paying for a clinic and the report's language get their own answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpVersion } from "../services/content-version.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { Assistant } from "./assistant.ts";

const ZINC_POST = "zinc-boron-and-iron-small-nutrients-big-harvest-losses";
const HINDI_CARD_POST = "soil-health-card-kaise-padhein";

describe.each(testDatabases)("assistant knowledge on %s", (kind) => {
  let t: TestApp;
  let bot: Assistant;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Every question reads the blog's version, so a change is seen by the next question rather than after 2 s.
    bot = new Assistant(t.app.db, t.config.site, undefined, t.app.log, { blogVersionTtlMs: 0 });
  });
  afterAll(async () => t?.close());


  it("keeps a post's short table whole, as a list", async () => {
    const reply = await bot.answer("What organic carbon level is low, medium or high?");
    expect(reply.response).toContain("• Below 0.5%: Low");
    expect(reply.response).toContain("• Above 0.75%: High");
  });

  it("answers Hindi and Hinglish from the Hindi posts", async () => {
    const hindi = await bot.answer("हेक्टेयर वाली मात्रा को एकड़ में कैसे बदलें?");
    expect(hindi.language).toBe("hi");
    expect(hindi.response).toContain("ढाई");
    expect(hindi.links[0]!.path).toBe(`/blog/${HINDI_CARD_POST}`);
    const hinglish = await bot.answer("hectare ki matra ko acre me kaise badle");
    expect(hinglish.language).toBe("hi-latn");
    expect(hinglish.response).toMatch(/dhai/);
  });


  it("answers from the pages when the blog cannot be read, rather than failing the question", async () => {
    const gone = await createTestApp(kind);
    const alone = new Assistant(gone.app.db, gone.config.site, undefined, gone.app.log, { blogVersionTtlMs: 0 });
    await gone.close();
    const reply = await alone.answer("Can I print these guides and give them to our FPO members?");
    expect(reply.response).toMatch(/free to download, print and share/);
  });

  it("answers the resources FAQ and the start-clinic page's financing from the pages' texts, with the page's link", async () => {
    const faq = await bot.answer("Can I print these guides and give them to our FPO members?");
    expect(faq.response).toMatch(/free to download, print and share/);
    expect(faq.links.map((l) => l.path)).toContain("/resources");
    const discount = await bot.answer("Is there a discount on the clinic package for members of a partner FPO?");
    expect(discount.response).toMatch(/Discounts for members of our partner FPOs/);
  });

  it("tells where our offices are, in either language, rather than looking for a clinic in that town", async () => {
    const hindi = await bot.answer("आपका ऑफिस कहाँ है");
    expect(hindi.language).toBe("hi");
    expect(hindi.response).toContain("Hebbal");
    expect(hindi.response).toContain("Pusa Road");
    expect(hindi.links.map((l) => l.path)).toContain("/contact");
    const delhi = await bot.answer("What is the address of your Delhi office?");
    expect(delhi.response).toContain("B-14, Pusa Road");
    expect(delhi.response).not.toMatch(/Soil Clinic|no clinic/i);
  });

  it("answers that a Soil Didi can come and take the sample, with the finder's visit request", async () => {
    const hinglish = await bot.answer("kya aap log ghar aakar sample lete ho");
    expect(hinglish.language).toBe("hi-latn");
    expect(hinglish.response).toMatch(/soil didi/i);
    expect(hinglish.links[0]!.path).toBe("/find-clinic");
    const english = await bot.answer("Can someone from your team come to my village and collect the soil sample?");
    expect(english.response).toMatch(/Soil Didi or our field team can collect the sample/);
    // The team's entry answers it since the bank pools its phrasings (the visit passage did before): the finder, where
    // the visit is requested, comes first either way.
    expect(english.links[0]!.path).toBe("/find-clinic");
  });

  it("answers a loan for a clinic with the EMI options, and a loan for farming with the bank's Kisan Credit Card", async () => {
    const clinic = await bot.answer("Do you give loan for clinic");
    expect(clinic.response).toMatch(/EMI options/);
    expect(clinic.links.map((l) => l.path)).toContain("/start-clinic#packages");
    const hindi = await bot.answer("क्लिनिक का पैसा किस्तों में दे सकते हैं?");
    expect(hindi.response).toContain("EMI");
    // We lend nothing: a farming loan is the bank's (the entry of the second round of additions).
    const farming = await bot.answer("do you give loans for buying seeds");
    expect(farming.response).toMatch(/we do not lend money.*Kisan Credit Card/);
  });

  it("says the report is explained in the farmer's language when asked about a language", async () => {
    const reply = await bot.answer("can I get the report in marathi");
    expect(reply.response).toMatch(/your language/);
    expect(reply.response).not.toMatch(/45-60 minutes/);
  });
});

// The blog's own passages, with no knowledge entry in front of them (the team's answers come first, issue 28).
describe.each(testDatabases)("assistant knowledge of the blog on %s", (kind) => {
  let t: TestApp;
  let bot: Assistant;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.db.deleteFrom("knowledge_entries").execute();
    bot = new Assistant(t.app.db, t.config.site, undefined, t.app.log, { blogVersionTtlMs: 0 });
  });
  afterAll(async () => t?.close());

  it("answers from a published post's sentences and links to the post under its title", async () => {
    const reply = await bot.answer("How many kg of zinc sulphate should I put per acre?");
    expect(reply.response).toMatch(/10 kg zinc sulphate/);
    expect(reply.links[0]).toEqual({ label: "Zinc, Boron and Iron: Small Nutrients, Big Harvest Losses", path: `/blog/${ZINC_POST}` });
    expect(reply.offer).toBeUndefined();
  });

  it("follows an edit, a new post and an unpublished one once the blog's version moves, and not before", async () => {
    const db = t.app.db;
    const post = await db.selectFrom("blog_posts").select(["id", "content"]).where("slug", "=", ZINC_POST).executeTakeFirstOrThrow();
    await bot.answer("How many kg of zinc sulphate should I put per acre?");
    await db.updateTable("blog_posts").set({ content: post.content.replaceAll("10 kg", "12 kg") }).where("id", "=", post.id).execute();
    // Without a bump the copy stands: the version is what says the blog changed.
    expect((await bot.answer("How many kg of zinc sulphate should I put per acre?")).response).toMatch(/10 kg zinc sulphate/);
    await bumpVersion(db, "blog");
    const edited = (await bot.answer("How many kg of zinc sulphate should I put per acre?")).response;
    expect(edited).toMatch(/12 kg zinc sulphate/);
    expect(edited).not.toMatch(/10 kg/);

    const now = new Date().toISOString();
    await db
      .insertInto("blog_posts")
      .values({
        id: "3b0f5f7e-8a1d-4c52-9e27-5a1c0b7d2e99",
        slug: "mulching-chilli-beds",
        title: "Mulching Chilli Beds",
        excerpt: "Why chilli growers in Guntur cover their beds with paddy straw.",
        content: "<h2>Straw mulch for chilli</h2><p>A straw mulch keeps chilli beds moist for a week longer in April.</p>",
        author: "Team",
        category: "Best Practices",
        tags: "[]",
        image_url: null,
        status: "draft",
        language: "en",
        published_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await bumpVersion(db, "blog");
    const paths = async () => (await bot.answer("How long does straw mulch keep chilli beds moist?")).links.map((l) => l.path);
    expect(await paths()).not.toContain("/blog/mulching-chilli-beds");
    await db.updateTable("blog_posts").set({ status: "published", published_at: now }).where("slug", "=", "mulching-chilli-beds").execute();
    await bumpVersion(db, "blog");
    const published = await bot.answer("How long does straw mulch keep chilli beds moist?");
    expect(published.response).toContain("a week longer");
    expect(published.links[0]!.path).toBe("/blog/mulching-chilli-beds");
    await db.updateTable("blog_posts").set({ status: "draft" }).where("slug", "=", "mulching-chilli-beds").execute();
    await bumpVersion(db, "blog");
    expect(await paths()).not.toContain("/blog/mulching-chilli-beds");
  });
});
