import { contentFile } from "~/lib/content-file.server";
import { settingsSchema, toSettings, type Availability, type BookingSettings } from "./settings";

// The consultant's booking settings, app/content/booking.yaml (beside the other copy the consultant
// edits; CONTENT_DIR points elsewhere; its shape: ./settings.ts), read and validated once per
// process on first use. Named as every capability's reader of its content files: an
// invalid file fails `npm run build` (scripts/validate-content.ts imports every content.server.ts)
// and, should a changed file reach a running image, the first call with a ContentError naming the
// file and the field, e.g. `content file booking.yaml: weeklyHours.monday.0: "9-12" is not a
// window like "09:00-12:00" …`.

const file = contentFile("booking.yaml", settingsSchema);

let cached: BookingSettings | undefined;

/** When, how many per booker and where (throws ContentError when booking.yaml is invalid). */
export function bookingSettings(): BookingSettings {
  cached ??= toSettings(file());
  return cached;
}

/** The consultant's availability (booking.yaml's hours). */
export const availability = (): Availability => bookingSettings().availability;
