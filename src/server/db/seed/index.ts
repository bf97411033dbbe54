// Seeds sample data on first start; safe to run on every start (inserts only what is missing).
import type { Db } from "../database.ts";
import { sampleClinics } from "./clinics.ts";
import { seedSamplePosts } from "./blog-posts.ts";

export async function seed(db: Db, now = new Date()): Promise<void> {
  await seedSamplePosts(db, now);
  const existing = new Set((await db.selectFrom("clinics").select("id").execute()).map((r) => r.id));
  const missing = sampleClinics.filter((c) => !existing.has(c.id));
  if (missing.length === 0) return;
  await db
    .insertInto("clinics")
    .values(
      missing.map((c) => ({
        id: c.id,
        name: c.name,
        address: c.address,
        district: c.district,
        state: c.state,
        services: JSON.stringify(c.services),
        phone: c.phone,
        email: c.email,
        lat: c.coordinates.lat,
        lng: c.coordinates.lng,
        created_at: now.toISOString(),
      })),
    )
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}
