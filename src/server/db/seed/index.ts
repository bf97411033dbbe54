// Seeds sample data once per database (recorded in seed_history); safe to run on every start.
import type { Db } from "../database.ts";
import { bumpVersion } from "../../services/content-version.ts";
import { sampleClinics } from "./clinics.ts";
import { firstClinicDetails, sampleClinicNetwork, sampleClinicsHindi } from "./clinic-network.ts";
import { seedSamplePosts } from "./blog-posts.ts";
import { SAMPLE_KNOWLEDGE_SEED, sampleKnowledge, seedKnowledgeAdditions } from "./knowledge.ts";
import { insertEntries } from "../../services/knowledge.ts";
import { seedOnce } from "./seed-once.ts";

export const SAMPLE_CLINICS_SEED = "sample-clinics";
export const SAMPLE_CLINIC_NETWORK_SEED = "sample-clinic-network";
export const SAMPLE_CLINIC_HINDI_SEED = "sample-clinic-hindi";

export async function seed(db: Db, now = new Date()): Promise<void> {
  await seedSamplePosts(db, now);
  // Once per database, recorded in seed_history like the posts, so a sample clinic the team removes stays removed.
  // Each clinic seed bumps the "clinics" version, so instances already serving this database see the new clinics.
  await seedOnce(db, SAMPLE_CLINICS_SEED, now, async (trx) => {
    await trx
      .insertInto("clinics")
      .values(
        sampleClinics.map((c) => ({
          id: c.id,
          name: c.name,
          address: c.address,
          district: c.district,
          state: c.state,
          pin_code: c.pinCode ?? "",
          services: JSON.stringify(c.services),
          phone: c.phone,
          email: c.email,
          lat: c.coordinates.lat,
          lng: c.coordinates.lng,
          opening_hours: c.openingHours ?? "",
          languages: JSON.stringify(c.languages ?? []),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await bumpVersion(trx, "clinics", now);
  });
  // The sample network, once per database (databases seeded before get it on their next start): the first three
  // clinics get hours and languages where none are stored, and 26 more clinics join them.
  await seedOnce(db, SAMPLE_CLINIC_NETWORK_SEED, now, async (trx) => {
    for (const [id, d] of Object.entries(firstClinicDetails)) {
      await trx
        .updateTable("clinics")
        .set({ opening_hours: d.openingHours, languages: JSON.stringify(d.languages) })
        .where("id", "=", id)
        .where("opening_hours", "=", "")
        .execute();
    }
    await trx
      .insertInto("clinics")
      .values(
        sampleClinicNetwork.map((c) => ({
          id: c.id,
          name: c.name,
          address: c.address,
          district: c.district,
          state: c.state,
          pin_code: c.pinCode,
          services: JSON.stringify(c.services),
          phone: c.phone,
          email: c.email,
          lat: c.coordinates.lat,
          lng: c.coordinates.lng,
          opening_hours: c.openingHours,
          languages: JSON.stringify(c.languages),
          active: 1,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await bumpVersion(trx, "clinics", now);
  });
  // The sample clinics' Hindi names and addresses (issue 29), once per database: only where none is written yet and the
  // English name is still the sample's, so a clinic the team renamed does not get the old name back in Hindi.
  const englishNames = new Map([...sampleClinics, ...sampleClinicNetwork].map((c) => [c.id, c.name]));
  await seedOnce(db, SAMPLE_CLINIC_HINDI_SEED, now, async (trx) => {
    for (const [id, hindi] of Object.entries(sampleClinicsHindi)) {
      await trx
        .updateTable("clinics")
        .set({ name_hi: hindi.nameHi, address_hi: hindi.addressHi })
        .where("id", "=", id)
        .where("name", "=", englishNames.get(id) ?? "")
        .where("name_hi", "=", "")
        .execute();
    }
    await bumpVersion(trx, "clinics", now);
  });
  // The knowledge bank's sample entries (issue 28), once per database, after the sample posts they link to: an entry
  // the team rewrites or deletes stays as they left it. The "knowledge" version moves so every assistant rebuilds.
  await seedOnce(db, SAMPLE_KNOWLEDGE_SEED, now, async (trx) => {
    await insertEntries(trx, sampleKnowledge, null, now);
    await bumpVersion(trx, "knowledge", now);
  });
  // The Hindi review's entries and corrected answers (issue 31), for a database seeded before them.
  await seedKnowledgeAdditions(db, now);
}
