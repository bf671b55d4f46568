// How a typed place name is compared: case, accents, Arabic's letter variants, diacritics and
// digits folded away, and the article ("El", "Al", "ال") made optional. And the names of places
// abroad, so a search for one can say it is outside Egypt rather than merely "not found".

/** Lower case, no accents or Arabic diacritics, one alef, Western digits, single spaces. */
export function foldPlaceName(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "") // accents, Arabic diacritics, the hamza on أ and إ
    .replace(/\u0640/g, "") // tatweel
    .replace(/[آأإٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const ARTICLES = new Set(["el", "al", "the"]);

/** The words of a name, folded, without articles ("El Maadi" and "المعادي" both give "maadi"/"معادي"). */
export function placeWords(text: string): string[] {
  return foldPlaceName(text)
    .split(" ")
    .filter((word) => word !== "" && !ARTICLES.has(word))
    .map((word) => (word.startsWith("ال") && word.length > 3 ? word.slice(2) : word));
}

/**
 * Countries and cities abroad people type into an address search, in English and Arabic. Not the
 * Arab capitals and countries Cairo names streets after (Lebanon, Sudan, Baghdad, Beirut…): those
 * searches look for the street.
 */
const PLACES_ABROAD = [
  // Countries.
  "france",
  "england",
  "britain",
  "united kingdom",
  "uk",
  "scotland",
  "ireland",
  "germany",
  "italy",
  "spain",
  "portugal",
  "netherlands",
  "holland",
  "belgium",
  "switzerland",
  "austria",
  "sweden",
  "norway",
  "denmark",
  "finland",
  "poland",
  "greece",
  "turkey",
  "russia",
  "ukraine",
  "usa",
  "united states",
  "america",
  "canada",
  "mexico",
  "argentina",
  "china",
  "japan",
  "korea",
  "india",
  "pakistan",
  "indonesia",
  "malaysia",
  "australia",
  "new zealand",
  "nigeria",
  "kenya",
  "south africa",
  "ethiopia",
  "saudi arabia",
  "saudi",
  "uae",
  "emirates",
  "qatar",
  "kuwait",
  "bahrain",
  "cyprus",
  "israel",
  "iran",
  // Cities.
  "paris",
  "london",
  "berlin",
  "rome",
  "madrid",
  "barcelona",
  "milan",
  "amsterdam",
  "brussels",
  "vienna",
  "geneva",
  "zurich",
  "munich",
  "frankfurt",
  "manchester",
  "athens",
  "lisbon",
  "istanbul",
  "moscow",
  "new york",
  "los angeles",
  "chicago",
  "toronto",
  "dubai",
  "abu dhabi",
  "sharjah",
  "doha",
  "riyadh",
  "jeddah",
  "tokyo",
  "beijing",
  "shanghai",
  "hong kong",
  "singapore",
  "sydney",
  // The same in Arabic.
  "فرنسا",
  "باريس",
  "لندن",
  "انجلترا",
  "بريطانيا",
  "المانيا",
  "برلين",
  "ايطاليا",
  "روما",
  "اسبانيا",
  "مدريد",
  "برشلونة",
  "هولندا",
  "سويسرا",
  "النمسا",
  "اليونان",
  "تركيا",
  "اسطنبول",
  "روسيا",
  "موسكو",
  "امريكا",
  "الولايات المتحدة",
  "نيويورك",
  "كندا",
  "الصين",
  "اليابان",
  "الهند",
  "استراليا",
  "السعودية",
  "الرياض",
  "جدة",
  "الامارات",
  "دبي",
  "ابوظبي",
  "ابو ظبي",
  "قطر",
  "الدوحة",
  "الكويت",
  "البحرين",
].map((name) => placeWords(name).join(" "));

const abroad = new Set(PLACES_ABROAD);
const LONGEST_NAME = Math.max(...PLACES_ABROAD.map((name) => name.split(" ").length));

/** Does the search name a country or city outside Egypt ("Paris France", "لندن")? */
export function namesPlaceAbroad(query: string): boolean {
  const words = placeWords(query);
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= LONGEST_NAME && start + length <= words.length; length++) {
      if (abroad.has(words.slice(start, start + length).join(" "))) return true;
    }
  }
  return false;
}
