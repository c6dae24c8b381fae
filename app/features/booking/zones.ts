// The zones of the booking pages' select and how they are called: the zones, their regions (IANA's
// first segment, the select's groups, in its order) and their cities in each language. The list
// with each zone's offset today is ./zone-list.server.ts.

/**
 * The zones the select offers: the business centres of every region and a place for every offset
 * somebody lives in (half and quarter hours included, −11 to +14); a visitor whose city is missing
 * picks one with the same offset, or names any IANA zone in the address (`?tz=`), which the select
 * then shows too. Not every zone Intl knows (about 420): that list made the page's DOM and data
 * three times as large and cost Lighthouse's total blocking time on phones (measured: 460 ms).
 */
export const ZONES = [
  "Europe/London",
  "Europe/Lisbon",
  "Europe/Dublin",
  "Europe/Zurich",
  "Europe/Berlin",
  "Europe/Vienna",
  "Europe/Paris",
  "Europe/Madrid",
  "Europe/Rome",
  "Europe/Amsterdam",
  "Europe/Brussels",
  "Europe/Luxembourg",
  "Europe/Stockholm",
  "Europe/Oslo",
  "Europe/Copenhagen",
  "Europe/Warsaw",
  "Europe/Prague",
  "Europe/Budapest",
  "Europe/Athens",
  "Europe/Helsinki",
  "Europe/Bucharest",
  "Europe/Kyiv",
  "Europe/Istanbul",
  "Europe/Moscow",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "America/Toronto",
  "America/Vancouver",
  "America/Halifax",
  "America/St_Johns",
  "America/Mexico_City",
  "America/Bogota",
  "America/Lima",
  "America/Caracas",
  "America/Santiago",
  "America/Sao_Paulo",
  "America/Noronha",
  "America/Argentina/Buenos_Aires",
  "Asia/Dubai",
  "Asia/Riyadh",
  "Asia/Jerusalem",
  "Asia/Tehran",
  "Asia/Kabul",
  "Asia/Karachi",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Asia/Dhaka",
  "Asia/Yangon",
  "Asia/Bangkok",
  "Asia/Jakarta",
  "Asia/Singapore",
  "Asia/Manila",
  "Asia/Hong_Kong",
  "Asia/Shanghai",
  "Asia/Taipei",
  "Asia/Seoul",
  "Asia/Tokyo",
  "Africa/Casablanca",
  "Africa/Lagos",
  "Africa/Cairo",
  "Africa/Johannesburg",
  "Africa/Nairobi",
  "Australia/Perth",
  "Australia/Eucla",
  "Australia/Adelaide",
  "Australia/Brisbane",
  "Australia/Sydney",
  "Australia/Lord_Howe",
  "Pacific/Noumea",
  "Pacific/Auckland",
  "Pacific/Chatham",
  "Pacific/Tongatapu",
  "Pacific/Kiritimati",
  "Pacific/Honolulu",
  "Pacific/Marquesas",
  "Pacific/Pago_Pago",
  "Atlantic/Reykjavik",
  "Atlantic/Azores",
  "UTC",
] as const;

/** The regions of the select, in the order it shows them. */
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

/**
 * A group of the select: a region's zones, or (`region` null) a zone named in the address that the
 * list lacks; each zone with its offset today, ["Europe/Zurich", "UTC+1"].
 */
export interface ZoneGroup {
  region: ZoneRegion | null;
  zones: [zone: string, offset: string][];
}

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
