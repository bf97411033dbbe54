// A valid clinic as the admin API takes it, for tests that add one or change one field of it.
import type { ClinicInput } from "../../shared/schemas/clinic-admin.ts";

export const hisarClinic: ClinicInput = {
  name: "Hisar Page Cache Soil Clinic",
  address: "Sirsa Road, Hisar 125001",
  district: "Hisar",
  state: "Haryana",
  pinCode: "125001",
  services: ["7-Parameter Test"],
  phone: "+91 90000 55555",
  email: "hisar@example.in",
  coordinates: { lat: 29.1492, lng: 75.7217 },
  openingHours: "Mon–Sat 9:00–17:00",
  languages: ["Hindi"],
};
