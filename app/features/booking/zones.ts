// The regions of the zone select (IANA's first segment), in the order it shows them; the zones
// themselves and their offsets come from the server (./picker.server.ts zoneList).
export const zoneRegions = [
  "Europe",
  "America",
  "Asia",
  "Africa",
  "Australia",
  "Pacific",
  "Atlantic",
  "Indian",
  "Antarctica",
  "Arctic",
  "UTC",
] as const;

export type ZoneRegion = (typeof zoneRegions)[number];

/** Cities of the zone list that German writes otherwise than the IANA name. */
const germanCities: Record<string, string> = {
  "Europe/Lisbon": "Lissabon",
  "Europe/Zurich": "Zürich",
  "Europe/Vienna": "Wien",
  "Europe/Rome": "Rom",
  "Europe/Brussels": "Brüssel",
  "Europe/Luxembourg": "Luxemburg",
  "Europe/Copenhagen": "Kopenhagen",
  "Europe/Warsaw": "Warschau",
  "Europe/Prague": "Prag",
  "Europe/Athens": "Athen",
  "Europe/Bucharest": "Bukarest",
  "Europe/Kyiv": "Kyjiw",
  "Europe/Moscow": "Moskau",
  "America/Mexico_City": "Mexiko-Stadt",
  "Asia/Riyadh": "Riad",
  "Asia/Tehran": "Teheran",
  "Asia/Singapore": "Singapur",
  "Asia/Hong_Kong": "Hongkong",
  "Asia/Taipei": "Taipeh",
  "Asia/Tokyo": "Tokio",
  "Africa/Cairo": "Kairo",
  "Atlantic/Azores": "Azoren",
  "Pacific/Chatham": "Chatham-Inseln",
  "Pacific/Marquesas": "Marquesas-Inseln",
};

/** Cities whose IANA name drops a letter's accent, in both languages. */
const accented: Record<string, string> = {
  "America/Sao_Paulo": "São Paulo",
  "America/Bogota": "Bogotá",
  "America/St_Johns": "St. John’s",
  "Atlantic/Reykjavik": "Reykjavík",
};

/** A zone's city as a language writes it: "Europe/Zurich" → "Zürich" (de), "Zurich" (en). */
export function cityOf(zone: string, lng: "de" | "en"): string {
  const own = (lng === "de" ? germanCities[zone] : undefined) ?? accented[zone];
  if (own) return own;
  const last = zone.slice(zone.lastIndexOf("/") + 1);
  return last.replaceAll("_", " ");
}
