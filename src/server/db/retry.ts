// Runs a unit of work again when PostgreSQL aborted it as a deadlock victim or a serialization failure: both mean
// "nothing was written, try again", and a person clicking a button should never see a 500 for it.
const RETRYABLE = new Set(["40P01", "40001"]);
const ATTEMPTS = 4;

export async function retryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== "string" || !RETRYABLE.has(code)) throw err;
      // A short random pause, so the two transactions that collided do not meet again at once.
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}
