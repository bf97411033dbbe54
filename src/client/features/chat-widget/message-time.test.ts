// A chat message's time as the page's language says a time of day (Hindi review W-3), always in India time.
import { describe, expect, it } from "vitest";
import { serverText } from "../../../server/i18n.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { Translate } from "../../i18n/translate.ts";
import { messageTime } from "./message-time.ts";

const tIn = (locale: Locale): Translate => (m, values) => serverText(locale, m, values);

// Instants in UTC; India is 5:30 ahead: 18:39Z is 12:09 am the next day, 04:00Z is 9:30 am, and so on.
const times = ["2026-11-28T18:39:00.000Z", "2026-11-28T04:00:00.000Z", "2026-11-28T08:45:00.000Z", "2026-11-28T13:10:00.000Z", "2026-11-28T16:05:00.000Z"];

describe("messageTime", () => {
  it("says the time of day as Hindi readers write it: रात, सुबह, दोपहर, शाम, with the minutes", () => {
    expect(times.map((at) => messageTime(tIn("hi"), at))).toEqual(["रात 12:09", "सुबह 9:30", "दोपहर 2:15", "शाम 6:40", "रात 9:35"]);
  });

  it("says it in Marathi: रात्री, सकाळी, दुपारी, संध्याकाळी", () => {
    expect(times.map((at) => messageTime(tIn("mr"), at))).toEqual(["रात्री 12:09", "सकाळी 9:30", "दुपारी 2:15", "संध्याकाळी 6:40", "रात्री 9:35"]);
  });

  it("keeps English as it was: hour, minutes, am or pm", () => {
    expect(times.map((at) => messageTime(tIn("en"), at))).toEqual(["12:09 am", "9:30 am", "2:15 pm", "6:40 pm", "9:35 pm"]);
    // A whole hour keeps its minutes, as a clock shows it; noon is pm.
    expect(messageTime(tIn("en"), "2026-11-28T06:30:00Z")).toBe("12:00 pm");
    expect(messageTime(tIn("hi"), "2026-11-28T03:30:00Z")).toBe("सुबह 9:00");
  });

  it("is India time whatever the zone of the clock it runs on, so the server's render and the browser's agree", () => {
    const zone = process.env.TZ;
    try {
      const seen = ["UTC", "America/New_York", "Asia/Kolkata"].map((tz) => {
        process.env.TZ = tz;
        return messageTime(tIn("hi"), times[0]!);
      });
      expect(seen).toEqual(["रात 12:09", "रात 12:09", "रात 12:09"]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("says nothing for a time it cannot read", () => {
    expect(messageTime(tIn("hi"), "not a time")).toBe("");
  });
});
