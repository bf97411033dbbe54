// Visitor tokens: random, shown once to the visitor, stored only as a SHA-256 hash, and scoped to one chat session.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const sha256 = (token: string) => createHash("sha256").update(token).digest();

export function newVisitorToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token).toString("hex") };
}

/** Compares in constant time, so the answer's timing says nothing about the stored hash. */
export function visitorTokenMatches(token: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = sha256(token);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
