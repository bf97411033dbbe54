// Which page paths the widget reports for the agent's side panel (issue 14): the server's own rule, checked before
// sending, so a path it would refuse never costs a failed chat start.
import { describe, expect, it } from "vitest";
import { visitorPathSchema } from "../../../shared/schemas/chat.ts";
import { reportablePath } from "./page-reports.ts";

describe("reportablePath", () => {
  it("keeps site paths and drops what the server would refuse", () => {
    for (const path of ["/", "/about", "/hi/for-farmers", "/blog/soil-ph-explained", "/blog/%E0%A4%AE%E0%A4%BF%E0%A4%9F%E0%A4%9F%E0%A5%80", "/find-clinic/"]) {
      expect(reportablePath(path), path).toBe(path);
    }
    for (const path of ["", "about", "//evil.example/x", "/a//b", "/a b", "/contact?x=1", "/x#y", "/<script>", `/${"a".repeat(300)}`]) {
      expect(reportablePath(path), path).toBeUndefined();
    }
  });

  it("agrees with the server's schema on every case", () => {
    for (const path of ["/", "/about", "/a//b", "/a.b-c_d~e%20", "/x?y", `/${"a".repeat(299)}`, `/${"a".repeat(300)}`]) {
      expect(reportablePath(path) !== undefined, path).toBe(visitorPathSchema.safeParse(path).success);
    }
  });
});
