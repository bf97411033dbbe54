// Lint rules shared by server, client, tests and scripts.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "data/", "coverage/", ".lighthouse/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Public pages link within their language (/hi/about): their links come from components/locale-link.tsx.
    files: ["src/client/components/**", "src/client/features/**", "src/client/app/root-layout.tsx"],
    ignores: ["src/client/components/locale-link.tsx", "src/client/features/admin/**", "src/client/features/agent-console/**", "src/client/features/auth/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "useNavigate"],
              message: "Use Link, NavLink and useLocaleNavigate from components/locale-link.tsx, which keep the page's language.",
            },
          ],
        },
      ],
    },
  },
  {
    // Migrations take Kysely<any> on purpose: they must not depend on today's schema types (Kysely docs).
    files: ["src/server/db/migrations/**", "src/server/db/migrate.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
