import { DateTime } from "luxon";
import type { Lang } from "~/lib/i18n";
import { isTimeZone } from "./schema";
import { zoneOffset } from "./times";
import { ZONES, zoneRegions, type ZoneGroup } from "./zones";

// The zone select's list as a page's data: each zone of ./zones.ts with its offset today, by region
// and offset, and a zone named in the address besides them.

const zoneLists = new Map<string, ZoneGroup[]>();

/**
 * The select's groups: ZONES by region, and in each by offset, with their offsets today; first,
 * outside the regions, the zone shown when the list lacks it. The same list serves every request
 * of a language and day.
 */
export function zoneList(lng: Lang, now: Date, shown?: string): ZoneGroup[] {
  const key = `${lng}|${now.toISOString().slice(0, 10)}`;
  let list = zoneLists.get(key);
  if (list === undefined) {
    const regionOf = (z: string) => (z.includes("/") ? z.slice(0, z.indexOf("/")) : "UTC");
    const minutes = (z: string) => DateTime.fromJSDate(now, { zone: z }).offset;
    list = zoneRegions.flatMap((region) => {
      const zones = ZONES.filter((z) => regionOf(z) === region)
        .sort((a, b) => minutes(a) - minutes(b) || a.localeCompare(b))
        .map((z): [string, string] => [z, zoneOffset(z, lng, now)]);
      return zones.length ? [{ region, zones }] : [];
    });
    zoneLists.clear();
    zoneLists.set(key, list);
  }
  if (shown && !(ZONES as readonly string[]).includes(shown)) {
    return [{ region: null, zones: [[shown, zoneOffset(shown, lng, now)]] }, ...list];
  }
  return list;
}

/** A zone the visitor asked for (`?tz=`), when the runtime knows it. */
export function chosenZone(value: string | null): string | null {
  return value && isTimeZone(value) ? value : null;
}
