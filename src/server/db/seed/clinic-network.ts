// SAMPLE DATA: a sample clinic network of 26 clinics over 14 states, seeded once per database after the first three
// (seed "sample-clinic-network") so the finder, the map clustering and the nearest search have something to show.
// Names, addresses, phones and e-mails are made up for the sample; the team replaces them by CSV import or deletes them.
import type { ClinicFields } from "../../../shared/schemas/clinic-admin.ts";

type SampleClinic = Omit<ClinicFields, "active" | "nameHi" | "addressHi"> & { id: string };

const ALL = ["7-Parameter Test", "13-Parameter Test", "Advisory Services", "Satellite Analysis"] as const;
const BASIC = ["7-Parameter Test", "Advisory Services"] as const;
const FULL_TEST = ["7-Parameter Test", "13-Parameter Test", "Advisory Services"] as const;
const WEEKDAYS = "Mon–Sat 9:00–18:00";
const MORNINGS = "Mon–Sat 8:00–14:00";

const id = (n: number) => `5a3c9e10-7d2b-4f6a-8c11-0000000000${String(n).padStart(2, "0")}`;

export const sampleClinicNetwork: SampleClinic[] = [
  { id: id(1), name: "Hosakote Raitha Soil Clinic", address: "Old Madras Road, near KSRTC bus stand, Hosakote 562114", district: "Bangalore Rural", state: "Karnataka", pinCode: "562114", services: [...ALL], phone: "+91 90080 11401", email: "sample.hosakote@mittimitra.in", coordinates: { lat: 13.0707, lng: 77.7982 }, openingHours: WEEKDAYS, languages: ["Kannada", "English", "Hindi"] },
  { id: id(2), name: "Doddaballapur Krishi Soil Clinic", address: "Tank Bund Road, Doddaballapur 561203", district: "Bangalore Rural", state: "Karnataka", pinCode: "561203", services: [...BASIC], phone: "+91 90080 11402", email: "sample.doddaballapur@mittimitra.in", coordinates: { lat: 13.2924, lng: 77.5375 }, openingHours: MORNINGS, languages: ["Kannada", "Telugu"] },
  { id: id(3), name: "Kunigal Mitti Clinic", address: "B.M. Road, near Kunigal APMC, Kunigal 572130", district: "Tumakuru", state: "Karnataka", pinCode: "572130", services: [...FULL_TEST], phone: "+91 90080 11403", email: "sample.kunigal@mittimitra.in", coordinates: { lat: 13.0232, lng: 77.0288 }, openingHours: WEEKDAYS, languages: ["Kannada"] },
  { id: id(4), name: "Shivamogga Malnad Soil Clinic", address: "Savarline Road, Shivamogga 577201", district: "Shivamogga", state: "Karnataka", pinCode: "577201", services: [...ALL], phone: "+91 90080 11404", email: "sample.shivamogga@mittimitra.in", coordinates: { lat: 13.9299, lng: 75.5681 }, openingHours: WEEKDAYS, languages: ["Kannada", "English"] },
  { id: id(5), name: "Dharwad Krishi Vigyan Soil Clinic", address: "P.B. Road, near UAS gate, Dharwad 580005", district: "Dharwad", state: "Karnataka", pinCode: "580005", services: [...ALL], phone: "+91 90080 11405", email: "sample.dharwad@mittimitra.in", coordinates: { lat: 15.4589, lng: 75.0078 }, openingHours: WEEKDAYS, languages: ["Kannada", "Marathi", "Hindi"] },
  { id: id(6), name: "Latur Shetkari Soil Clinic", address: "Ausa Road, Latur 413512", district: "Latur", state: "Maharashtra", pinCode: "413512", services: [...FULL_TEST], phone: "+91 90110 22406", email: "sample.latur@mittimitra.in", coordinates: { lat: 18.4088, lng: 76.5604 }, openingHours: WEEKDAYS, languages: ["Marathi", "Hindi"] },
  { id: id(7), name: "Paithan Road Soil Clinic", address: "Paithan Road, Chh. Sambhajinagar 431005", district: "Aurangabad", state: "Maharashtra", pinCode: "431005", services: [...BASIC], phone: "+91 90110 22407", email: "sample.sambhajinagar@mittimitra.in", coordinates: { lat: 19.8762, lng: 75.3433 }, openingHours: MORNINGS, languages: ["Marathi", "Hindi", "Urdu"] },
  { id: id(8), name: "Nagpur Vidarbha Soil Clinic", address: "Amravati Road, Nagpur 440033", district: "Nagpur", state: "Maharashtra", pinCode: "440033", services: [...ALL], phone: "+91 90110 22408", email: "sample.nagpur@mittimitra.in", coordinates: { lat: 21.1458, lng: 79.0882 }, openingHours: WEEKDAYS, languages: ["Marathi", "Hindi", "English"] },
  { id: id(9), name: "Kolhapur Ganna Soil Clinic", address: "Shahupuri, Kolhapur 416001", district: "Kolhapur", state: "Maharashtra", pinCode: "416001", services: [...FULL_TEST], phone: "+91 90110 22409", email: "sample.kolhapur@mittimitra.in", coordinates: { lat: 16.705, lng: 74.2433 }, openingHours: WEEKDAYS, languages: ["Marathi", "Kannada"] },
  { id: id(10), name: "Bathinda Malwa Soil Clinic", address: "Mall Road, Bathinda 151001", district: "Bathinda", state: "Punjab", pinCode: "151001", services: [...ALL], phone: "+91 98140 33410", email: "sample.bathinda@mittimitra.in", coordinates: { lat: 30.211, lng: 74.9455 }, openingHours: WEEKDAYS, languages: ["Punjabi", "Hindi"] },
  { id: id(11), name: "Ludhiana Kisan Soil Clinic", address: "Ferozepur Road, near PAU, Ludhiana 141004", district: "Ludhiana", state: "Punjab", pinCode: "141004", services: [...FULL_TEST], phone: "+91 98140 33411", email: "sample.ludhiana@mittimitra.in", coordinates: { lat: 30.9024, lng: 75.8069 }, openingHours: WEEKDAYS, languages: ["Punjabi", "Hindi", "English"] },
  { id: id(12), name: "Amritsar Majha Soil Clinic", address: "G.T. Road, Amritsar 143001", district: "Amritsar", state: "Punjab", pinCode: "143001", services: [...BASIC], phone: "+91 98140 33412", email: "sample.amritsar@mittimitra.in", coordinates: { lat: 31.634, lng: 74.8723 }, openingHours: MORNINGS, languages: ["Punjabi"] },
  { id: id(13), name: "Lucknow Awadh Soil Clinic", address: "Kanpur Road, Alambagh, Lucknow 226005", district: "Lucknow", state: "Uttar Pradesh", pinCode: "226005", services: [...ALL], phone: "+91 94150 44413", email: "sample.lucknow@mittimitra.in", coordinates: { lat: 26.8138, lng: 80.9022 }, openingHours: WEEKDAYS, languages: ["Hindi", "Urdu", "English"] },
  { id: id(14), name: "Gorakhpur Purvanchal Soil Clinic", address: "Medical College Road, Gorakhpur 273013", district: "Gorakhpur", state: "Uttar Pradesh", pinCode: "273013", services: [...BASIC], phone: "+91 94150 44414", email: "sample.gorakhpur@mittimitra.in", coordinates: { lat: 26.7606, lng: 83.3732 }, openingHours: MORNINGS, languages: ["Hindi", "Bhojpuri"] },
  { id: id(15), name: "Varanasi Ganga Soil Clinic", address: "Lanka, near BHU gate, Varanasi 221005", district: "Varanasi", state: "Uttar Pradesh", pinCode: "221005", services: [...FULL_TEST], phone: "+91 94150 44415", email: "sample.varanasi@mittimitra.in", coordinates: { lat: 25.2677, lng: 82.9913 }, openingHours: WEEKDAYS, languages: ["Hindi", "Bhojpuri"] },
  { id: id(16), name: "Indore Malwa Soil Clinic", address: "Mhow Naka, Indore 452002", district: "Indore", state: "Madhya Pradesh", pinCode: "452002", services: [...ALL], phone: "+91 94250 55416", email: "sample.indore@mittimitra.in", coordinates: { lat: 22.7196, lng: 75.8577 }, openingHours: WEEKDAYS, languages: ["Hindi", "Marathi"] },
  { id: id(17), name: "Bhopal Krishi Soil Clinic", address: "Hoshangabad Road, Bhopal 462026", district: "Bhopal", state: "Madhya Pradesh", pinCode: "462026", services: [...FULL_TEST], phone: "+91 94250 55417", email: "sample.bhopal@mittimitra.in", coordinates: { lat: 23.2599, lng: 77.4126 }, openingHours: WEEKDAYS, languages: ["Hindi", "English"] },
  { id: id(18), name: "Jaipur Dhundhar Soil Clinic", address: "Tonk Road, Durgapura, Jaipur 302018", district: "Jaipur", state: "Rajasthan", pinCode: "302018", services: [...ALL], phone: "+91 94140 66418", email: "sample.jaipur@mittimitra.in", coordinates: { lat: 26.8527, lng: 75.7932 }, openingHours: WEEKDAYS, languages: ["Hindi", "Rajasthani"] },
  { id: id(19), name: "Jodhpur Marwar Soil Clinic", address: "Mandore Road, Jodhpur 342007", district: "Jodhpur", state: "Rajasthan", pinCode: "342007", services: [...BASIC], phone: "+91 94140 66419", email: "sample.jodhpur@mittimitra.in", coordinates: { lat: 26.2389, lng: 73.0243 }, openingHours: MORNINGS, languages: ["Hindi", "Marwari"] },
  { id: id(20), name: "Coimbatore Kongu Soil Clinic", address: "Marudamalai Road, near TNAU, Coimbatore 641003", district: "Coimbatore", state: "Tamil Nadu", pinCode: "641003", services: [...ALL], phone: "+91 94430 77420", email: "sample.coimbatore@mittimitra.in", coordinates: { lat: 11.0168, lng: 76.9558 }, openingHours: WEEKDAYS, languages: ["Tamil", "English"] },
  { id: id(21), name: "Madurai Vaigai Soil Clinic", address: "Alagar Kovil Road, Madurai 625002", district: "Madurai", state: "Tamil Nadu", pinCode: "625002", services: [...FULL_TEST], phone: "+91 94430 77421", email: "sample.madurai@mittimitra.in", coordinates: { lat: 9.9252, lng: 78.1198 }, openingHours: WEEKDAYS, languages: ["Tamil"] },
  { id: id(22), name: "Guntur Mirchi Soil Clinic", address: "Amaravathi Road, Guntur 522002", district: "Guntur", state: "Andhra Pradesh", pinCode: "522002", services: [...ALL], phone: "+91 94400 88422", email: "sample.guntur@mittimitra.in", coordinates: { lat: 16.3067, lng: 80.4365 }, openingHours: WEEKDAYS, languages: ["Telugu", "English"] },
  { id: id(23), name: "Karimnagar Rythu Soil Clinic", address: "Mukarampura, Karimnagar 505001", district: "Karimnagar", state: "Telangana", pinCode: "505001", services: [...BASIC], phone: "+91 94400 88423", email: "sample.karimnagar@mittimitra.in", coordinates: { lat: 18.4386, lng: 79.1288 }, openingHours: MORNINGS, languages: ["Telugu", "Urdu"] },
  { id: id(24), name: "Rajkot Saurashtra Soil Clinic", address: "Gondal Road, Rajkot 360002", district: "Rajkot", state: "Gujarat", pinCode: "360002", services: [...FULL_TEST], phone: "+91 98250 99424", email: "sample.rajkot@mittimitra.in", coordinates: { lat: 22.3039, lng: 70.8022 }, openingHours: WEEKDAYS, languages: ["Gujarati", "Hindi"] },
  { id: id(25), name: "Patna Magadh Soil Clinic", address: "Bailey Road, Patna 800014", district: "Patna", state: "Bihar", pinCode: "800014", services: [...BASIC], phone: "+91 94310 10425", email: "sample.patna@mittimitra.in", coordinates: { lat: 25.6093, lng: 85.1376 }, openingHours: WEEKDAYS, languages: ["Hindi", "Magahi", "Bhojpuri"] },
  { id: id(26), name: "Bhubaneswar Utkal Soil Clinic", address: "Janpath, Unit 4, Bhubaneswar 751001", district: "Khordha", state: "Odisha", pinCode: "751001", services: [...FULL_TEST], phone: "+91 94370 10426", email: "sample.bhubaneswar@mittimitra.in", coordinates: { lat: 20.2961, lng: 85.8245 }, openingHours: WEEKDAYS, languages: ["Odia", "Hindi"] },
];

/** Hours and languages for the first three sample clinics, seeded before clinics had them. */
export const firstClinicDetails: Record<string, { openingHours: string; languages: string[] }> = {
  "6f1c2a4e-1b7d-4c1e-9f0a-1a2b3c4d5e01": { openingHours: WEEKDAYS, languages: ["Kannada", "English"] },
  "6f1c2a4e-1b7d-4c1e-9f0a-1a2b3c4d5e02": { openingHours: WEEKDAYS, languages: ["Kannada"] },
  "6f1c2a4e-1b7d-4c1e-9f0a-1a2b3c4d5e03": { openingHours: WEEKDAYS, languages: ["Marathi", "Hindi"] },
};

/**
 * The sample clinics' names and addresses in Hindi, as a farmer reads them on a Hindi page or hears them read out:
 * "मिट्टी जांच क्लिनिक" for "Soil Clinic", towns as they are said, the PIN code in digits (seed "sample-clinic-hindi").
 */
export const sampleClinicsHindi: Record<string, { nameHi: string; addressHi: string }> = {
  "6f1c2a4e-1b7d-4c1e-9f0a-1a2b3c4d5e01": { nameHi: "MittiMitra मिट्टी जांच क्लिनिक, तुमकुरु", addressHi: "एपीएमसी मंडी के पास, बी.एच. रोड, तुमकुरु 572101" },
  "6f1c2a4e-1b7d-4c1e-9f0a-1a2b3c4d5e02": { nameHi: "कृषि मित्र मिट्टी जांच क्लिनिक, मंड्या", addressHi: "पहला क्रॉस, वी.वी. नगर, मंड्या 571401" },
  "6f1c2a4e-1b7d-4c1e-9f0a-1a2b3c4d5e03": { nameHi: "धरती मिट्टी जांच क्लिनिक, नासिक", addressHi: "दुकान नंबर 4, कृषि भवन, डिंडोरी रोड, नासिक 422004" },
  [id(1)]: { nameHi: "होसकोटे रैता मिट्टी जांच क्लिनिक", addressHi: "ओल्ड मद्रास रोड, KSRTC बस अड्डे के पास, होसकोटे 562114" },
  [id(2)]: { nameHi: "दोड्डबल्लापुर कृषि मिट्टी जांच क्लिनिक", addressHi: "टैंक बंड रोड, दोड्डबल्लापुर 561203" },
  [id(3)]: { nameHi: "कुणिगल मिट्टी क्लिनिक", addressHi: "बी.एम. रोड, कुणिगल मंडी (APMC) के पास, कुणिगल 572130" },
  [id(4)]: { nameHi: "शिवमोग्गा मलनाड मिट्टी जांच क्लिनिक", addressHi: "सावरलाइन रोड, शिवमोग्गा 577201" },
  [id(5)]: { nameHi: "धारवाड़ कृषि विज्ञान मिट्टी जांच क्लिनिक", addressHi: "पी.बी. रोड, कृषि विश्वविद्यालय के गेट के पास, धारवाड़ 580005" },
  [id(6)]: { nameHi: "लातूर शेतकरी मिट्टी जांच क्लिनिक", addressHi: "औसा रोड, लातूर 413512" },
  [id(7)]: { nameHi: "पैठण रोड मिट्टी जांच क्लिनिक", addressHi: "पैठण रोड, छत्रपति संभाजीनगर (औरंगाबाद) 431005" },
  [id(8)]: { nameHi: "नागपुर विदर्भ मिट्टी जांच क्लिनिक", addressHi: "अमरावती रोड, नागपुर 440033" },
  [id(9)]: { nameHi: "कोल्हापुर गन्ना मिट्टी जांच क्लिनिक", addressHi: "शाहूपुरी, कोल्हापुर 416001" },
  [id(10)]: { nameHi: "बठिंडा मालवा मिट्टी जांच क्लिनिक", addressHi: "माल रोड, बठिंडा 151001" },
  [id(11)]: { nameHi: "लुधियाना किसान मिट्टी जांच क्लिनिक", addressHi: "फ़िरोज़पुर रोड, कृषि विश्वविद्यालय (PAU) के पास, लुधियाना 141004" },
  [id(12)]: { nameHi: "अमृतसर माझा मिट्टी जांच क्लिनिक", addressHi: "जी.टी. रोड, अमृतसर 143001" },
  [id(13)]: { nameHi: "लखनऊ अवध मिट्टी जांच क्लिनिक", addressHi: "कानपुर रोड, आलमबाग, लखनऊ 226005" },
  [id(14)]: { nameHi: "गोरखपुर पूर्वांचल मिट्टी जांच क्लिनिक", addressHi: "मेडिकल कॉलेज रोड, गोरखपुर 273013" },
  [id(15)]: { nameHi: "वाराणसी गंगा मिट्टी जांच क्लिनिक", addressHi: "लंका, बीएचयू गेट के पास, वाराणसी 221005" },
  [id(16)]: { nameHi: "इंदौर मालवा मिट्टी जांच क्लिनिक", addressHi: "महू नाका, इंदौर 452002" },
  [id(17)]: { nameHi: "भोपाल कृषि मिट्टी जांच क्लिनिक", addressHi: "होशंगाबाद रोड, भोपाल 462026" },
  [id(18)]: { nameHi: "जयपुर ढूंढाड़ मिट्टी जांच क्लिनिक", addressHi: "टोंक रोड, दुर्गापुरा, जयपुर 302018" },
  [id(19)]: { nameHi: "जोधपुर मारवाड़ मिट्टी जांच क्लिनिक", addressHi: "मंडोर रोड, जोधपुर 342007" },
  [id(20)]: { nameHi: "कोयंबटूर कोंगु मिट्टी जांच क्लिनिक", addressHi: "मरुदमलै रोड, कृषि विश्वविद्यालय (TNAU) के पास, कोयंबटूर 641003" },
  [id(21)]: { nameHi: "मदुरै वैगई मिट्टी जांच क्लिनिक", addressHi: "अलगर कोविल रोड, मदुरै 625002" },
  [id(22)]: { nameHi: "गुंटूर मिर्ची मिट्टी जांच क्लिनिक", addressHi: "अमरावती रोड, गुंटूर 522002" },
  [id(23)]: { nameHi: "करीमनगर रैतु मिट्टी जांच क्लिनिक", addressHi: "मुकरमपुरा, करीमनगर 505001" },
  [id(24)]: { nameHi: "राजकोट सौराष्ट्र मिट्टी जांच क्लिनिक", addressHi: "गोंडल रोड, राजकोट 360002" },
  [id(25)]: { nameHi: "पटना मगध मिट्टी जांच क्लिनिक", addressHi: "बेली रोड, पटना 800014" },
  [id(26)]: { nameHi: "भुवनेश्वर उत्कल मिट्टी जांच क्लिनिक", addressHi: "जनपथ, यूनिट 4, भुवनेश्वर 751001" },
};
