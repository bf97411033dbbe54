// Phone first (issue 26): phone numbers in E.164, names with two letters, a phone or an e-mail, the same rules in the
// browser's check (contact-rules.ts) and the schemas (lead.ts, chat.ts).
import { describe, expect, it } from "vitest";
import { formatPhone, phoneE164 } from "./phone.ts";
import { formProblems, hasEnoughLetters, looksLikePhone, personProblems } from "./contact-rules.ts";
import { issueReason, publicLeadSchema } from "./lead.ts";
import { createSessionSchema } from "./chat.ts";

describe("phoneE164", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["91 98765 43210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["080 2345 6789", "+918023456789"],
    ["(0821) 234-5678", "+918212345678"],
    ["+91 80 2345 6789", "+918023456789"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("takes %s as %s", (typed, e164) => {
    expect(phoneE164(typed)).toBe(e164);
  });

  it.each(["123456", "98765 4321", "+91 98765 432101", "call me", "98765abc43210", "9876543210 ext 5", "+", ""])("refuses %j", (typed) => {
    expect(phoneE164(typed)).toBeNull();
  });

  it("writes a stored number for people, and leaves what it cannot read as it is", () => {
    expect(formatPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatPhone("+918023456789")).toBe("+91 80 2345 6789");
    expect(formatPhone("12-34")).toBe("12-34");
  });
});

describe("names", () => {
  it.each([
    ["R", false],
    ["R.", false],
    ["  R  ", false],
    ["7", false],
    ["रा", false],
    ["Om", true],
    ["ओम", true],
    ["रामलाल यादव", true],
    ["Asha Devi", true],
  ])("%j has two letters: %s", (name, ok) => {
    expect(hasEnoughLetters(name)).toBe(ok);
  });
});

describe("the browser's check", () => {
  it("asks for a phone or an e-mail, next to the phone field", () => {
    expect(personProblems({ name: "Asha", email: "", phone: "" })).toEqual({ phone: expect.objectContaining({ reason: "contact_missing" }) });
    expect(personProblems({ name: "Asha", email: "", phone: "98765 43210" })).toEqual({});
    expect(personProblems({ name: "Asha", email: "asha@example.in", phone: "" })).toEqual({});
    expect(personProblems({ name: "Asha", email: "asha@example.in", phone: "" }, { phoneRequired: true })).toEqual({
      phone: expect.objectContaining({ reason: "phone_missing" }),
    });
  });

  it("refuses a one-letter name, a phone that cannot be one and a wrong e-mail, all at once", () => {
    expect(looksLikePhone("123456")).toBe(false);
    expect(looksLikePhone("+91 98765 43210")).toBe(true);
    const found = personProblems({ name: "R", email: "asha@example", phone: "123456" });
    expect(found.name?.reason).toBe("name_too_short");
    expect(found.phone?.reason).toBe("phone_invalid");
    expect(found.email?.message).toBe("Please enter a valid email address.");
    expect(personProblems({ name: "  ", phone: "98765 43210" }).name).toEqual({ message: "Name is required." });
  });

  it("asks for each form's own answers, in the form's order", () => {
    expect(Object.keys(formProblems("contact", {}))).toEqual(["name", "phone", "whoAreYou", "message"]);
    expect(Object.keys(formProblems("visit_request", { name: "Ramu", phone: "94220 11223" }))).toEqual(["location", "crop"]);
    expect(formProblems("clinic_interest", { name: "Ramu", email: "ramu@example.in" })).toEqual({});
  });
});

describe("the schemas", () => {
  const lead = (over: Record<string, unknown>) => ({
    name: "Asha Devi",
    email: "",
    phone: "98765 43210",
    user_type: "farmer",
    source: "website",
    metadata: { form: "contact" },
    elapsedMs: 9000,
    ...over,
  });

  it("store a phone-only lead with its phone in E.164 and an empty e-mail", () => {
    const parsed = publicLeadSchema.parse(lead({}));
    expect(parsed).toMatchObject({ phone: "+919876543210", email: "" });
  });

  it("name the reason of each problem the site words itself", () => {
    const reasons = (over: Record<string, unknown>) =>
      publicLeadSchema.safeParse(lead(over)).error?.issues.map((i) => [i.path.join("."), issueReason(i)]);
    expect(reasons({ phone: "123456" })).toEqual([["phone", "phone_invalid"]]);
    expect(reasons({ name: "R" })).toEqual([["name", "name_too_short"]]);
    expect(reasons({ phone: "" })).toEqual([["phone", "contact_missing"]]);
    expect(reasons({ phone: null, email: "asha@example.in", metadata: { form: "clinic_booking" } })).toEqual([["phone", "phone_missing"]]);
  });

  it("start a chat with a phone, an e-mail or both, never neither", () => {
    const start = (over: Record<string, unknown>) => createSessionSchema.safeParse({ userName: "Asha Devi", userType: "farmer", ...over });
    expect(start({ userPhone: "098765 43210" }).data).toMatchObject({ userPhone: "+919876543210", userEmail: "" });
    expect(start({ userEmail: "asha@example.in" }).data).toMatchObject({ userPhone: null, userEmail: "asha@example.in" });
    expect(start({}).error?.issues[0]).toMatchObject({ path: ["userPhone"], params: { reason: "contact_missing" } });
    expect(start({ userPhone: "123456" }).error?.issues[0]).toMatchObject({ path: ["userPhone"], params: { reason: "phone_invalid" } });
    expect(start({ userName: "R", userPhone: "9876543210" }).error?.issues[0]?.message).toBe("Name: please write at least 2 letters.");
  });
});
