// The built-in geocoder: a gazetteer of Greater Cairo's districts and landmarks, searched in
// memory. No network, no key; Mapbox takes over when MAPBOX_TOKEN is set.
import type { Place } from "#shared/contract/geocoding.ts";
import { distanceMetres } from "#shared/rules/delivery-area.ts";
import type { Geocoder } from "./geocoder.port.ts";

type Entry = Place & { aliases: string[] };

const entry = (name: string, area: string, lat: number, lng: number, ...aliases: string[]): Entry => ({
  name,
  area,
  lat,
  lng,
  aliases,
});

export const CAIRO_PLACES: Entry[] = [
  entry("Maadi", "Cairo", 29.9602, 31.2569, "المعادي", "el maadi"),
  entry("Sarayat El Maadi", "Maadi, Cairo", 29.9627, 31.2512, "سرايات المعادي"),
  entry("Degla", "Maadi, Cairo", 29.955, 31.28, "دجلة", "degla maadi"),
  entry("New Maadi", "Maadi, Cairo", 29.945, 31.285, "المعادي الجديدة"),
  entry("Zahraa El Maadi", "Maadi, Cairo", 29.96, 31.305, "زهراء المعادي"),
  entry("Road 9, Maadi", "Maadi, Cairo", 29.9605, 31.2578, "شارع 9"),
  entry("Corniche El Maadi", "Maadi, Cairo", 29.968, 31.248, "كورنيش المعادي"),
  entry("Zamalek", "Cairo", 30.0609, 31.2197, "الزمالك"),
  entry("Brazil Street", "Zamalek, Cairo", 30.0622, 31.2196, "شارع البرازيل"),
  entry("Cairo Tower", "Zamalek, Cairo", 30.0459, 31.2243, "برج القاهرة"),
  entry("Garden City", "Cairo", 30.0366, 31.2317, "جاردن سيتي"),
  entry("Downtown Cairo", "Cairo", 30.0478, 31.2391, "وسط البلد", "wust el balad"),
  entry("Tahrir Square", "Downtown, Cairo", 30.0444, 31.2357, "ميدان التحرير"),
  entry("Maspero", "Cairo", 30.053, 31.232, "ماسبيرو"),
  entry("Manial", "Cairo", 30.021, 31.229, "المنيل"),
  entry("Coptic Cairo", "Old Cairo", 30.006, 31.23, "مصر القديمة", "old cairo"),
  entry("Dokki", "Giza", 30.0385, 31.2123, "الدقي"),
  entry("Mossadak Street", "Dokki, Giza", 30.0414, 31.2049, "شارع مصدق"),
  entry("Mohandessin", "Giza", 30.0561, 31.2003, "المهندسين"),
  entry("Shehab Street", "Mohandessin, Giza", 30.0575, 31.2015, "شارع شهاب"),
  entry("Agouza", "Giza", 30.0552, 31.2114, "العجوزة"),
  entry("Haram", "Giza", 29.996, 31.158, "الهرم"),
  entry("Giza Pyramids", "Giza", 29.9792, 31.1342, "الأهرامات", "pyramids"),
  entry("Sheikh Zayed", "Giza", 30.02, 30.98, "الشيخ زايد", "zayed"),
  entry("6th of October", "Giza", 29.972, 30.95, "السادس من أكتوبر", "october"),
  entry("Heliopolis", "Cairo", 30.0911, 31.322, "مصر الجديدة"),
  entry("Korba", "Heliopolis, Cairo", 30.089, 31.324, "الكوربة"),
  entry("Baghdad Street", "Heliopolis, Cairo", 30.0893, 31.3241, "شارع بغداد"),
  entry("Sheraton", "Heliopolis, Cairo", 30.105, 31.379, "شيراتون"),
  entry("Cairo International Airport", "Cairo", 30.1219, 31.4056, "مطار القاهرة", "airport"),
  entry("Nasr City", "Cairo", 30.0566, 31.3301, "مدينة نصر"),
  entry("Abbas El Akkad Street", "Nasr City, Cairo", 30.0588, 31.3382, "عباس العقاد"),
  entry("City Stars", "Nasr City, Cairo", 30.073, 31.3459, "سيتي ستارز"),
  entry("Abbassia", "Cairo", 30.072, 31.283, "العباسية"),
  entry("Shubra", "Cairo", 30.097, 31.244, "شبرا"),
  entry("Ain Shams", "Cairo", 30.131, 31.329, "عين شمس"),
  entry("Al Azhar Park", "Cairo", 30.041, 31.264, "حديقة الأزهر"),
  entry("Khan El Khalili", "Cairo", 30.0477, 31.2623, "خان الخليلي"),
  entry("Mokattam", "Cairo", 30.019, 31.298, "المقطم"),
  entry("New Cairo", "Cairo", 30.03, 31.47, "القاهرة الجديدة"),
  entry("Fifth Settlement", "New Cairo", 30.0084, 31.4285, "التجمع الخامس", "tagamoa", "5th settlement"),
  entry("90th Street", "New Cairo", 30.025, 31.466, "شارع التسعين", "north 90"),
  entry("American University in Cairo", "New Cairo", 30.0197, 31.4998, "الجامعة الأمريكية", "auc"),
  entry("Cairo Festival City", "New Cairo", 30.029, 31.408, "كايرو فستيفال", "cfc"),
  entry("Katameya", "New Cairo", 29.995, 31.42, "القطامية"),
  entry("Rehab City", "New Cairo", 30.06, 31.49, "الرحاب"),
  entry("Madinaty", "Cairo", 30.1, 31.638, "مدينتي"),
  entry("El Shorouk", "Cairo", 30.1144, 31.6103, "الشروق", "shorouk"),
  entry("Obour City", "Qalyubia", 30.21, 31.47, "العبور"),
  entry("Helwan", "Cairo", 29.85, 31.334, "حلوان"),
];

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u064B-\u065F]/g, "") // Arabic diacritics
    .replace(/[أإآ]/g, "ا")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

function score(place: Entry, query: string): number {
  let best = 0;
  for (const name of [place.name, ...place.aliases]) {
    const folded = fold(name);
    if (folded === query) best = Math.max(best, 3);
    else if (folded.startsWith(query)) best = Math.max(best, 2);
    else if (folded.includes(query)) best = Math.max(best, 1);
  }
  return best;
}

export function gazetteerGeocoder(places: Entry[] = CAIRO_PLACES): Geocoder {
  const strip = ({ aliases: _aliases, ...place }: Entry): Place => place;
  return {
    async search(query) {
      const folded = fold(query);
      if (folded.length < 2) return [];
      return places
        .map((place) => ({ place, score: score(place, folded) }))
        .filter((match) => match.score > 0)
        .sort((a, b) => b.score - a.score || a.place.name.localeCompare(b.place.name))
        .slice(0, 8)
        .map((match) => strip(match.place));
    },
    async reverse(lat, lng) {
      const nearest = places
        .map((place) => ({ place, metres: distanceMetres({ lat, lng }, place) }))
        .sort((a, b) => a.metres - b.metres)[0];
      // Further than 3 km from every known place: no honest name for it.
      return nearest && nearest.metres <= 3000 ? strip(nearest.place) : null;
    },
  };
}
