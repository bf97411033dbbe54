// Three test projects: unit (no server), api (the real app on SQLite and PostgreSQL), e2e (Chromium).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/**/*.api.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["src/**/*.api.test.ts"],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // A page hydrates in well under a second on a quiet machine, but CI runs two suites on two cores: a poll for
          // something hydration or a lazy island brings gets 10 s there, not vitest's default of 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
