// Seeds sample data once per database (recorded in seed_history); safe to run on every start.
import type { Db } from "../database.ts";
import { sampleClinics } from "./clinics.ts";
import { seedSamplePosts } from "./blog-posts.ts";
import { seedOnce } from "./seed-once.ts";

export const SAMPLE_CLINICS_SEED = "sample-clinics";

export async function seed(db: Db, now = new Date()): Promise<void> {
  await seedSamplePosts(db, now);
  // Once per database, recorded in seed_history like the posts, so a sample clinic the team removes stays removed.
  await seedOnce(db, SAMPLE_CLINICS_SEED, now, (trx) =>
    trx
      .insertInto("clinics")
      .values(
        sampleClinics.map((c) => ({
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
      .execute(),
  );
}
