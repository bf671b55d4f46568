// Greater Cairo's districts, neighbourhoods, main streets and landmarks, in English and Arabic:
// the built-in gazetteer's places (the server's address search when no Mapbox key is set) and the
// names the offline basemap writes on its map (the browser's maps without a Mapbox token), so a
// place found by search is a place the map shows. Positions are real; street lines are simplified
// to a few points each (right to within a street or two, not to the metre).

/** [latitude, longitude]. */
export type LatLngPair = readonly [lat: number, lng: number];

export type PlaceKind = "district" | "neighbourhood" | "landmark";

export type NamedPlace = {
  name: string;
  nameAr: string;
  /** Where it is, as an address reads after the name ("Maadi, Cairo"). */
  area: string;
  areaAr: string;
  /** Other spellings a search finds it by (transliterations, the Arabic without "شارع" …). */
  aliases?: readonly string[];
};

export type CairoPlace = NamedPlace & {
  kind: PlaceKind;
  at: LatLngPair;
  /** Districts only: 1 is named from the city-wide view (zoom 10), 2 from zoom 11.5, 3 from 12.5. */
  rank?: 1 | 2 | 3;
};

export type StreetClass = "motorway" | "primary" | "secondary";

export type CairoStreet = NamedPlace & {
  class: StreetClass;
  /** The street's course, simplified. */
  line: readonly LatLngPair[];
  /** Where a search for the street puts the marker (a well-known stretch); else its middle. */
  at?: LatLngPair;
  /** What the map writes along it when the full name is longer than the street is drawn. */
  short?: { name: string; nameAr: string };
};

const CAIRO = { area: "Cairo", areaAr: "القاهرة" };
const GIZA = { area: "Giza", areaAr: "الجيزة" };
const inArea = (area: string, areaAr: string) => ({ area, areaAr });

const district = (
  name: string,
  nameAr: string,
  at: LatLngPair,
  rank: 1 | 2 | 3,
  where: { area: string; areaAr: string },
  ...aliases: string[]
): CairoPlace => ({ kind: "district", name, nameAr, at, rank, ...where, aliases });

const place = (
  kind: Exclude<PlaceKind, "district">,
  name: string,
  nameAr: string,
  at: LatLngPair,
  where: { area: string; areaAr: string },
  ...aliases: string[]
): CairoPlace => ({ kind, name, nameAr, at, ...where, aliases });

const MAADI = inArea("Maadi, Cairo", "المعادي، القاهرة");
const ZAMALEK = inArea("Zamalek, Cairo", "الزمالك، القاهرة");
const DOWNTOWN = inArea("Downtown, Cairo", "وسط البلد، القاهرة");
const DOKKI = inArea("Dokki, Giza", "الدقي، الجيزة");
const MOHANDESSIN = inArea("Mohandessin, Giza", "المهندسين، الجيزة");
const HELIOPOLIS = inArea("Heliopolis, Cairo", "مصر الجديدة، القاهرة");
const NASR_CITY = inArea("Nasr City, Cairo", "مدينة نصر، القاهرة");
const NEW_CAIRO = inArea("New Cairo", "القاهرة الجديدة");

export const CAIRO_PLACES: readonly CairoPlace[] = [
  // Districts (their names are the basemap's big labels).
  district(
    "Downtown",
    "وسط البلد",
    [30.0478, 31.2391],
    1,
    CAIRO,
    "downtown cairo",
    "wust el balad",
    "wist el balad",
  ),
  district("Garden City", "جاردن سيتي", [30.0366, 31.2317], 2, CAIRO),
  district("Zamalek", "الزمالك", [30.0609, 31.2197], 1, CAIRO, "el zamalek"),
  district("Maadi", "المعادي", [29.9625, 31.2665], 1, CAIRO, "el maadi"),
  district("Heliopolis", "مصر الجديدة", [30.0911, 31.322], 1, CAIRO, "masr el gedida", "misr el gedida"),
  district("Nasr City", "مدينة نصر", [30.0566, 31.3301], 1, CAIRO, "madinet nasr"),
  district("New Cairo", "القاهرة الجديدة", [30.031, 31.469], 1, CAIRO, "el qahira el gedida"),
  district("Dokki", "الدقي", [30.0385, 31.2123], 2, GIZA, "el dokki", "doqqi"),
  district("Mohandessin", "المهندسين", [30.0545, 31.1945], 1, GIZA, "mohandeseen", "el mohandessin"),
  district(
    "Sheikh Zayed",
    "الشيخ زايد",
    [30.02, 30.98],
    1,
    GIZA,
    "zayed",
    "el sheikh zayed",
    "sheikh zayed city",
    "مدينة الشيخ زايد",
  ),
  district(
    "6th of October",
    "السادس من أكتوبر",
    [29.972, 30.95],
    1,
    GIZA,
    "october",
    "6 october",
    "6th of october city",
    "october city",
    "6 أكتوبر",
    "مدينة 6 أكتوبر",
  ),
  district("Giza", "الجيزة", [30.0131, 31.2089], 2, GIZA, "el giza"),
  district("Old Cairo", "مصر القديمة", [30.0065, 31.2345], 2, CAIRO, "masr el qadima", "fustat"),
  district("Sayeda Zeinab", "السيدة زينب", [30.0305, 31.2475], 3, CAIRO, "el sayeda zeinab"),
  district("Gamaleya", "الجمالية", [30.0535, 31.2605], 3, CAIRO, "el gamaleya"),
  district("Abbassia", "العباسية", [30.072, 31.283], 2, CAIRO, "abbasiya", "el abbassia"),
  district("Shubra", "شبرا", [30.097, 31.244], 2, CAIRO),
  district("Ain Shams", "عين شمس", [30.131, 31.329], 2, CAIRO),
  district("Mokattam", "المقطم", [30.019, 31.298], 2, CAIRO, "el mokattam"),
  district("Basateen", "البساتين", [29.9865, 31.2595], 3, CAIRO, "el basateen"),
  district("Zahraa El Maadi", "زهراء المعادي", [29.96, 31.305], 3, CAIRO),
  district("Tora", "طرة", [29.93, 31.282], 3, CAIRO),
  district("Helwan", "حلوان", [29.85, 31.334], 2, CAIRO),
  district("Katameya", "القطامية", [29.995, 31.42], 3, NEW_CAIRO, "kattameya", "qattamiya"),
  district("Rehab City", "الرحاب", [30.06, 31.49], 2, NEW_CAIRO, "rehab", "al rehab"),
  district("Madinaty", "مدينتي", [30.1, 31.638], 2, CAIRO),
  district("El Shorouk", "الشروق", [30.1144, 31.6103], 2, CAIRO, "shorouk"),
  district("Obour City", "العبور", [30.21, 31.47], 2, inArea("Qalyubia", "القليوبية"), "obour", "el obour"),
  district("Imbaba", "إمبابة", [30.0795, 31.2085], 2, GIZA),
  district("Faisal", "فيصل", [29.997, 31.168], 3, GIZA),
  district("Bulaq El Dakrour", "بولاق الدكرور", [30.0355, 31.181], 3, GIZA, "boulaq el dakrour"),
  district("Hadayek El Ahram", "حدائق الأهرام", [29.9655, 31.107], 3, GIZA, "pyramids gardens"),
  district("Manial", "المنيل", [30.021, 31.229], 2, CAIRO, "el manial", "roda", "roda island"),

  // Neighbourhoods (named on the map from zoom 13, and under the marker up close).
  place("neighbourhood", "Sarayat El Maadi", "سرايات المعادي", [29.9627, 31.2512], MAADI),
  place("neighbourhood", "Degla", "دجلة", [29.955, 31.28], MAADI, "degla maadi"),
  place("neighbourhood", "New Maadi", "المعادي الجديدة", [29.945, 31.285], MAADI, "maadi el gedida"),
  place("neighbourhood", "Hadayek El Maadi", "حدائق المعادي", [29.9725, 31.2505], MAADI),
  place("neighbourhood", "Gezira", "الجزيرة", [30.0475, 31.2228], ZAMALEK, "el gezira"),
  place("neighbourhood", "Agouza", "العجوزة", [30.0552, 31.2114], GIZA, "el agouza"),
  place("neighbourhood", "Maspero", "ماسبيرو", [30.053, 31.232], CAIRO),
  place("neighbourhood", "Bulaq Abu El Ela", "بولاق أبو العلا", [30.0645, 31.2335], CAIRO, "bulaq", "boulaq"),
  place("neighbourhood", "Haram", "الهرم", [29.996, 31.158], GIZA, "el haram"),
  place("neighbourhood", "Korba", "الكوربة", [30.089, 31.324], HELIOPOLIS, "el korba"),
  place("neighbourhood", "Sheraton", "شيراتون", [30.105, 31.379], HELIOPOLIS, "sheraton heliopolis"),
  place(
    "neighbourhood",
    "Fifth Settlement",
    "التجمع الخامس",
    [30.012, 31.458],
    NEW_CAIRO,
    "tagamoa",
    "5th settlement",
    "el tagamoa el khames",
  ),

  // Landmarks.
  place("landmark", "Tahrir Square", "ميدان التحرير", [30.0444, 31.2357], DOWNTOWN, "midan el tahrir"),
  place("landmark", "Cairo Tower", "برج القاهرة", [30.0459, 31.2243], ZAMALEK),
  place("landmark", "Cairo Opera House", "دار الأوبرا المصرية", [30.0425, 31.2245], ZAMALEK, "opera"),
  place("landmark", "Gezira Club", "نادي الجزيرة", [30.0545, 31.2205], ZAMALEK),
  place(
    "landmark",
    "Coptic Cairo",
    "مصر القديمة القبطية",
    [30.006, 31.23],
    inArea("Old Cairo", "مصر القديمة"),
    "old cairo",
  ),
  place("landmark", "Giza Pyramids", "أهرامات الجيزة", [29.9792, 31.1342], GIZA, "pyramids", "الأهرامات"),
  place(
    "landmark",
    "Cairo International Airport",
    "مطار القاهرة الدولي",
    [30.1219, 31.4056],
    CAIRO,
    "airport",
    "مطار القاهرة",
  ),
  place("landmark", "City Stars", "سيتي ستارز", [30.073, 31.3459], NASR_CITY),
  place("landmark", "Al Azhar Park", "حديقة الأزهر", [30.041, 31.264], CAIRO),
  place("landmark", "Khan El Khalili", "خان الخليلي", [30.0477, 31.2623], CAIRO),
  place(
    "landmark",
    "American University in Cairo",
    "الجامعة الأمريكية بالقاهرة",
    [30.0197, 31.4998],
    NEW_CAIRO,
    "auc",
    "الجامعة الأمريكية",
  ),
  place(
    "landmark",
    "Cairo Festival City",
    "كايرو فستيفال سيتي",
    [30.029, 31.408],
    NEW_CAIRO,
    "cfc",
    "festival city",
  ),
  place("landmark", "Cairo University", "جامعة القاهرة", [30.0262, 31.2087], GIZA),
  place(
    "landmark",
    "Ramses Station",
    "محطة رمسيس",
    [30.0626, 31.2467],
    CAIRO,
    "ramses square",
    "ميدان رمسيس",
  ),
  place("landmark", "Mostafa Mahmoud Square", "ميدان مصطفى محمود", [30.0548, 31.2008], MOHANDESSIN),
  place("landmark", "Maadi Metro Station", "محطة مترو المعادي", [29.9597, 31.2577], MAADI),
];

export const CAIRO_STREETS: readonly CairoStreet[] = [
  // Motorways and corridors.
  {
    name: "Ring Road",
    nameAr: "الطريق الدائري",
    ...CAIRO,
    class: "motorway",
    line: [
      [30.15, 31.215],
      [30.148, 31.26],
      [30.14, 31.3],
      [30.12, 31.345],
      [30.1, 31.375],
      [30.07, 31.4],
      [30.04, 31.412],
      [30.01, 31.405],
      [29.99, 31.38],
      [29.975, 31.345],
      [29.965, 31.3],
      [29.958, 31.265],
      [29.957, 31.24],
      [29.965, 31.205],
      [29.985, 31.16],
      [30.01, 31.13],
      [30.045, 31.12],
      [30.08, 31.13],
      [30.11, 31.155],
      [30.135, 31.185],
      [30.15, 31.215],
    ],
  },
  {
    name: "26th of July Corridor",
    nameAr: "محور 26 يوليو",
    ...GIZA,
    class: "motorway",
    line: [
      [30.0598, 31.1955],
      [30.058, 31.16],
      [30.05, 31.1],
      [30.035, 31.03],
      [30.025, 30.985],
      [30.015, 30.94],
    ],
    aliases: ["mehwar 26 july"],
  },
  {
    name: "Cairo-Alexandria Desert Road",
    nameAr: "طريق مصر إسكندرية الصحراوي",
    ...GIZA,
    class: "motorway",
    line: [
      [29.99, 31.14],
      [30.02, 31.09],
      [30.06, 31.05],
      [30.12, 30.99],
      [30.2, 30.92],
    ],
    aliases: ["alex desert road"],
  },
  {
    name: "Cairo-Ismailia Road",
    nameAr: "طريق مصر الإسماعيلية الصحراوي",
    ...CAIRO,
    class: "motorway",
    line: [
      [30.1, 31.34],
      [30.11, 31.4],
      [30.125, 31.47],
      [30.14, 31.56],
      [30.16, 31.66],
      [30.19, 31.8],
    ],
  },
  {
    name: "Cairo-Suez Road",
    nameAr: "طريق القاهرة السويس",
    ...CAIRO,
    class: "motorway",
    line: [
      [30.07, 31.34],
      [30.065, 31.4],
      [30.05, 31.47],
      [30.04, 31.56],
      [30.03, 31.7],
      [30.02, 31.85],
    ],
    aliases: ["suez road"],
  },
  {
    name: "Regional Ring Road",
    nameAr: "الطريق الدائري الإقليمي",
    ...CAIRO,
    class: "motorway",
    line: [
      [29.85, 31.05],
      [29.8, 31.25],
      [29.85, 31.45],
      [29.98, 31.6],
      [30.2, 31.62],
      [30.32, 31.4],
    ],
  },
  {
    name: "Middle Ring Road",
    nameAr: "الطريق الدائري الأوسطي",
    ...NEW_CAIRO,
    class: "motorway",
    line: [
      [29.98, 31.55],
      [30, 31.5],
      [29.985, 31.42],
      [29.94, 31.35],
    ],
  },
  {
    name: "Autostrad",
    nameAr: "الأوتوستراد",
    ...CAIRO,
    class: "motorway",
    line: [
      [29.958, 31.275],
      [29.985, 31.288],
      [30.015, 31.3],
      [30.045, 31.312],
      [30.07, 31.322],
    ],
    aliases: ["autostrade", "el autostrad"],
  },
  {
    name: "6th of October Bridge",
    nameAr: "كوبري 6 أكتوبر",
    ...CAIRO,
    class: "motorway",
    line: [
      [30.0505, 31.2115],
      [30.0505, 31.2225],
      [30.052, 31.2355],
      [30.055, 31.245],
      [30.068, 31.27],
      [30.075, 31.29],
    ],
    aliases: ["october bridge"],
  },

  // Maadi.
  {
    name: "Corniche El Nil",
    nameAr: "كورنيش النيل",
    ...CAIRO,
    class: "primary",
    line: [
      [29.9306, 31.2536],
      [29.9609, 31.2456],
      [29.968, 31.2435],
      [29.991, 31.2357],
      [30.0047, 31.2316],
      [30.0199, 31.2341],
      [30.0352, 31.2309],
      [30.044, 31.2305],
      [30.0562, 31.2325],
      [30.0662, 31.2313],
      [30.0763, 31.2271],
      [30.0892, 31.2301],
      [30.1102, 31.2342],
    ],
    at: [30.0352, 31.2309],
    aliases: ["corniche", "el corniche", "corniche el maadi", "كورنيش المعادي"],
  },
  {
    name: "Road 9",
    nameAr: "شارع 9",
    ...MAADI,
    class: "primary",
    line: [
      [29.9685, 31.2515],
      [29.9605, 31.2578],
      [29.953, 31.2638],
      [29.9475, 31.2682],
    ],
    at: [29.9605, 31.2578],
    aliases: ["street 9 maadi", "road 9 maadi"],
  },

  // Zamalek, Downtown, Garden City.
  {
    name: "26th of July Street",
    nameAr: "شارع 26 يوليو",
    ...CAIRO,
    class: "primary",
    line: [
      [30.054, 31.2472],
      [30.0556, 31.2425],
      [30.0578, 31.2368],
      [30.0598, 31.2318],
      [30.0617, 31.2275],
      [30.0612, 31.2225],
      [30.0606, 31.2175],
      [30.0598, 31.2125],
      [30.0596, 31.2065],
      [30.0598, 31.1955],
    ],
    at: [30.0612, 31.2225],
    aliases: ["26 july street", "sharia 26 yolyo"],
  },
  {
    name: "Brazil Street",
    nameAr: "شارع البرازيل",
    ...ZAMALEK,
    class: "secondary",
    line: [
      [30.0608, 31.2198],
      [30.0622, 31.2196],
      [30.0668, 31.219],
    ],
    at: [30.0622, 31.2196],
  },
  {
    name: "Hassan Sabri Street",
    nameAr: "شارع حسن صبري",
    ...ZAMALEK,
    class: "secondary",
    line: [
      [30.0555, 31.2172],
      [30.0605, 31.2168],
      [30.066, 31.2175],
    ],
  },
  {
    name: "Abu El Feda Street",
    nameAr: "شارع أبو الفدا",
    ...ZAMALEK,
    class: "secondary",
    line: [
      [30.0575, 31.2262],
      [30.0625, 31.2262],
      [30.0685, 31.2245],
    ],
  },
  {
    name: "Shagaret El Dorr Street",
    nameAr: "شارع شجرة الدر",
    ...ZAMALEK,
    class: "secondary",
    line: [
      [30.059, 31.2228],
      [30.0618, 31.2226],
      [30.065, 31.2222],
    ],
  },
  {
    name: "Taha Hussein Street",
    nameAr: "شارع طه حسين",
    ...ZAMALEK,
    class: "secondary",
    line: [
      [30.0668, 31.2178],
      [30.0674, 31.2215],
      [30.0668, 31.2252],
    ],
  },
  {
    name: "Saray El Gezira Street",
    nameAr: "شارع سراي الجزيرة",
    ...ZAMALEK,
    class: "secondary",
    line: [
      [30.0452, 31.2205],
      [30.05, 31.2172],
      [30.0556, 31.2165],
    ],
  },
  {
    name: "Tahrir Street",
    nameAr: "شارع التحرير",
    ...CAIRO,
    class: "primary",
    line: [
      [30.0443, 31.2392],
      [30.0444, 31.2357],
      [30.0438, 31.2285],
      [30.0432, 31.2245],
      [30.0425, 31.2212],
      [30.0398, 31.2148],
      [30.0385, 31.2105],
      [30.0382, 31.2035],
    ],
    at: [30.0398, 31.2148],
    aliases: ["el tahrir street"],
  },
  {
    name: "Talaat Harb Street",
    nameAr: "شارع طلعت حرب",
    ...DOWNTOWN,
    class: "secondary",
    line: [
      [30.0452, 31.2369],
      [30.0488, 31.2404],
      [30.053, 31.2433],
    ],
  },
  {
    name: "Qasr El Nil Street",
    nameAr: "شارع قصر النيل",
    ...DOWNTOWN,
    class: "secondary",
    line: [
      [30.0462, 31.2362],
      [30.0488, 31.2404],
      [30.0503, 31.244],
      [30.0517, 31.2472],
    ],
    aliases: ["kasr el nil street"],
  },
  {
    name: "Qasr El Aini Street",
    nameAr: "شارع القصر العيني",
    ...inArea("Garden City, Cairo", "جاردن سيتي، القاهرة"),
    class: "primary",
    line: [
      [30.0438, 31.2367],
      [30.0395, 31.2362],
      [30.035, 31.235],
      [30.029, 31.2335],
      [30.0235, 31.2338],
    ],
    aliases: ["kasr el aini", "kasr al ainy"],
  },
  {
    name: "Mohamed Mahmoud Street",
    nameAr: "شارع محمد محمود",
    ...DOWNTOWN,
    class: "secondary",
    line: [
      [30.0441, 31.2378],
      [30.0435, 31.2405],
      [30.0428, 31.2432],
    ],
  },
  {
    name: "Ramses Street",
    nameAr: "شارع رمسيس",
    ...CAIRO,
    class: "primary",
    line: [
      [30.0478, 31.2378],
      [30.0545, 31.2415],
      [30.0626, 31.2467],
      [30.07, 31.2595],
      [30.0775, 31.2735],
    ],
  },
  {
    name: "Salah Salem Road",
    nameAr: "طريق صلاح سالم",
    ...CAIRO,
    class: "primary",
    line: [
      [30.015, 31.236],
      [30.027, 31.26],
      [30.04, 31.272],
      [30.053, 31.287],
      [30.064, 31.302],
      [30.074, 31.317],
    ],
    aliases: ["salah salem"],
  },

  // Dokki, Mohandessin, Agouza, Giza.
  {
    name: "Nile Street",
    nameAr: "شارع النيل",
    ...GIZA,
    class: "primary",
    line: [
      [30.0033, 31.2204],
      [30.0201, 31.2169],
      [30.0348, 31.2189],
      [30.042, 31.2185],
      [30.0538, 31.2105],
      [30.0658, 31.2107],
      [30.0777, 31.2149],
    ],
    at: [30.0538, 31.2105],
    aliases: ["giza corniche", "corniche el giza", "el nil street"],
  },
  {
    name: "Mossadak Street",
    nameAr: "شارع مصدق",
    ...DOKKI,
    class: "secondary",
    line: [
      [30.0378, 31.2062],
      [30.0414, 31.2049],
      [30.0465, 31.2032],
    ],
    at: [30.0414, 31.2049],
    aliases: ["mosaddak"],
  },
  {
    name: "Gameat El Dowal El Arabeya Street",
    nameAr: "شارع جامعة الدول العربية",
    ...MOHANDESSIN,
    class: "primary",
    line: [
      [30.044, 31.2045],
      [30.0548, 31.2012],
      [30.065, 31.1985],
    ],
    at: [30.0548, 31.2012],
    short: { name: "Gameat El Dowal St", nameAr: "جامعة الدول" },
    aliases: ["arab league street", "gamaat el dowal", "gameat el dewal"],
  },
  {
    name: "Shehab Street",
    nameAr: "شارع شهاب",
    ...MOHANDESSIN,
    class: "secondary",
    line: [
      [30.0578, 31.1972],
      [30.0575, 31.2015],
      [30.0571, 31.2058],
    ],
    at: [30.0575, 31.2015],
  },
  {
    name: "Batal Ahmed Abdel Aziz Street",
    nameAr: "شارع البطل أحمد عبد العزيز",
    ...MOHANDESSIN,
    class: "secondary",
    line: [
      [30.044, 31.2098],
      [30.0526, 31.207],
      [30.0592, 31.2048],
    ],
    aliases: ["el batal ahmed abd el aziz"],
  },
  {
    name: "Ahmed Orabi Street",
    nameAr: "شارع أحمد عرابي",
    ...inArea("Agouza, Giza", "العجوزة، الجيزة"),
    class: "secondary",
    line: [
      [30.0605, 31.2045],
      [30.0655, 31.2065],
      [30.0712, 31.2088],
    ],
  },
  {
    name: "Sudan Street",
    nameAr: "شارع السودان",
    ...GIZA,
    class: "primary",
    line: [
      [30.02, 31.205],
      [30.032, 31.201],
      [30.045, 31.197],
      [30.0598, 31.1955],
      [30.07, 31.2],
    ],
  },
  {
    name: "Pyramids Road",
    nameAr: "شارع الهرم",
    ...GIZA,
    class: "primary",
    line: [
      [30.0108, 31.207],
      [30.001, 31.185],
      [29.993, 31.16],
      [29.988, 31.139],
    ],
    aliases: ["haram street", "el haram street"],
  },
  {
    name: "Faisal Street",
    nameAr: "شارع فيصل",
    ...GIZA,
    class: "primary",
    line: [
      [30.0135, 31.205],
      [30.006, 31.183],
      [29.999, 31.156],
      [29.996, 31.13],
    ],
  },

  // Heliopolis and Nasr City.
  {
    name: "El Orouba Road",
    nameAr: "طريق العروبة",
    ...HELIOPOLIS,
    class: "primary",
    line: [
      [30.074, 31.317],
      [30.088, 31.337],
      [30.1, 31.356],
      [30.11, 31.375],
    ],
    aliases: ["orouba", "airport road"],
  },
  {
    name: "Baghdad Street",
    nameAr: "شارع بغداد",
    ...HELIOPOLIS,
    class: "secondary",
    line: [
      [30.0886, 31.318],
      [30.0893, 31.3241],
      [30.0902, 31.3292],
    ],
    at: [30.0893, 31.3241],
  },
  {
    name: "El Nasr Road",
    nameAr: "طريق النصر",
    ...NASR_CITY,
    class: "primary",
    line: [
      [30.05, 31.3],
      [30.06, 31.32],
      [30.07, 31.34],
      [30.085, 31.36],
    ],
    aliases: ["nasr road"],
  },
  {
    name: "Abbas El Akkad Street",
    nameAr: "شارع عباس العقاد",
    ...NASR_CITY,
    class: "secondary",
    line: [
      [30.0668, 31.3335],
      [30.0588, 31.3382],
      [30.048, 31.3445],
    ],
    at: [30.0588, 31.3382],
    aliases: ["abbas el akad"],
  },
  {
    name: "Makram Ebeid Street",
    nameAr: "شارع مكرم عبيد",
    ...NASR_CITY,
    class: "secondary",
    line: [
      [30.0635, 31.3445],
      [30.0565, 31.3475],
      [30.049, 31.351],
    ],
  },

  // New Cairo.
  {
    name: "90th Street",
    nameAr: "شارع التسعين",
    ...NEW_CAIRO,
    class: "primary",
    line: [
      [30.03, 31.421],
      [30.027, 31.44],
      [30.025, 31.456],
      [30.024, 31.466],
      [30.022, 31.482],
      [30.0205, 31.496],
    ],
    at: [30.024, 31.466],
    aliases: ["north 90", "south 90", "el tesseen", "التسعين الشمالي", "التسعين الجنوبي"],
  },
  {
    name: "Mehwar El Mosheer Tantawy",
    nameAr: "محور المشير طنطاوي",
    ...NEW_CAIRO,
    class: "primary",
    line: [
      [30.07, 31.4],
      [30.04, 31.43],
      [30.01, 31.445],
    ],
    aliases: ["tantawy axis"],
  },

  // 6th of October.
  {
    name: "Central Axis",
    nameAr: "المحور المركزي",
    ...inArea("6th of October, Giza", "السادس من أكتوبر، الجيزة"),
    class: "primary",
    line: [
      [29.995, 30.948],
      [29.9723, 30.9561],
      [29.945, 30.965],
    ],
    at: [29.9723, 30.9561],
    aliases: ["el mehwar el markazy", "mehwar"],
  },
];

/** The point a search for the street gives: its `at`, else its middle corner. */
export function streetPoint(street: CairoStreet): LatLngPair {
  return street.at ?? (street.line[Math.floor(street.line.length / 2)] as LatLngPair);
}
