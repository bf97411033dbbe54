// Sample clinics seeded on first start: three clinics in two states (spec 3).
import type { Clinic } from "../../../shared/schemas/clinic.ts";

export const sampleClinics: Clinic[] = [
  {
    id: "6f1c2a4e-1b7d-4c1e-9f0a-1a2b3c4d5e01",
    name: "MittiMitra Soil Clinic, Tumakuru",
    address: "Near APMC Yard, B.H. Road, Tumakuru 572101",
    district: "Tumakuru",
    state: "Karnataka",
    services: ["7-Parameter Test", "13-Parameter Test", "Advisory Services", "Satellite Analysis"],
    phone: "+91 98450 11223",
    email: "tumakuru@mittimitra.in",
    coordinates: { lat: 13.3409, lng: 77.101 },
  },
  {
    id: "6f1c2a4e-1b7d-4c1e-9f0a-1a2b3c4d5e02",
    name: "Krishi Mitra Soil Clinic, Mandya",
    address: "1st Cross, V.V. Nagar, Mandya 571401",
    district: "Mandya",
    state: "Karnataka",
    services: ["7-Parameter Test", "Advisory Services"],
    phone: "+91 98860 44556",
    email: "mandya@mittimitra.in",
    coordinates: { lat: 12.5223, lng: 76.8975 },
  },
  {
    id: "6f1c2a4e-1b7d-4c1e-9f0a-1a2b3c4d5e03",
    name: "Dharti Soil Clinic, Nashik",
    address: "Shop 4, Krushi Bhavan, Dindori Road, Nashik 422004",
    district: "Nashik",
    state: "Maharashtra",
    services: ["13-Parameter Test", "Advisory Services", "Satellite Analysis"],
    phone: "+91 97300 77889",
    email: "nashik@mittimitra.in",
    coordinates: { lat: 20.0059, lng: 73.7897 },
  },
];
