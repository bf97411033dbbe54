import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { islands } from "./islands.ts";

const source = fs.readFileSync(path.join(import.meta.dirname, "islands.ts"), "utf8");

describe("the list of islands", () => {
  it("loads each island from the module it names for the server's preloads, and that module exists", () => {
    for (const [name, island] of Object.entries(islands)) {
      const line = source.split("\n").find((l) => l.includes(`"${name}": {`));
      expect(line, name).toBeDefined();
      // The file the server preloads is the one the browser imports.
      expect(line, name).toContain(`file: "${island.file}"`);
      expect(line, name).toContain(`import("../${island.file}")`);
      expect(fs.existsSync(path.join(import.meta.dirname, "..", island.file)), island.file).toBe(true);
    }
  });

  it("hands back a component for every island", async () => {
    for (const [name, island] of Object.entries(islands)) expect(typeof (await island.load()), name).toBe("function");
  });
});
