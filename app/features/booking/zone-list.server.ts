import { DateTime } from "luxon";
import type { Lang } from "~/lib/i18n";
import { isTimeZone } from "./schema";
import { zoneOffset } from "./times";
import { ZONES, zoneRegions } from "./zones";

// The zone select's list as a page's data: each zone of ./zones.ts with its offset today, by region
// and offset, and a zone named in the address besides them.

const zoneLists = new Map<string, string>();

/**
 * The zones of the select (ZONES, and the one shown when it is not among them), by region and
 * offset, each with its offset today, one per line ("Europe/Zurich UTC+1"): one string, which the
 * page's data carries in a fraction of the bytes of a list of pairs (./ZoneForm.tsx reads it).
 */
export function zoneList(lng: Lang, now: Date, shown?: string): string {
  const key = `${lng}|${now.toISOString().slice(0, 10)}`;
  let list = zoneLists.get(key);
  if (list === undefined) {
    const region = (z: string) => (z.includes("/") ? z.slice(0, z.indexOf("/")) : "UTC");
    const minutes = (z: string) => DateTime.fromJSDate(now, { zone: z }).offset;
    list = zoneRegions
      .flatMap((r) =>
        ZONES.filter((z) => region(z) === r)
          .sort((a, b) => minutes(a) - minutes(b) || a.localeCompare(b))
          .map((z) => `${z} ${zoneOffset(z, lng, now)}`),
      )
      .join("\n");
    zoneLists.clear();
    zoneLists.set(key, list);
  }
  // a zone named in the address but not in the list: first, outside the regions ("+")
  if (shown && !(ZONES as readonly string[]).includes(shown))
    return `+${shown} ${zoneOffset(shown, lng, now)}\n${list}`;
  return list;
}

/** A zone the visitor asked for (`?tz=`), when the runtime knows it. */
export function chosenZone(value: string | null): string | null {
  return value && isTimeZone(value) ? value : null;
}
