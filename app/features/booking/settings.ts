import { IANAZone } from "luxon";
import { z } from "zod";

// The shape of app/content/booking.yaml, the consultant's booking settings: when sessions can be
// booked (the availability: zone, length, buffer, notice, horizon, daily cap, weekly hours, days
// off), how many one booker may hold (limits) and where sessions happen (meeting). Only the shape
// and its validation: ./content.server.ts reads the file, so the pure slot computation
// (./slots.ts) and its tests need no file.

export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** One opening window of a day, in minutes after local midnight: [start, end). */
export interface LocalWindow {
  start: number;
  end: number;
}

export interface Availability {
  /** IANA zone the hours and days off are meant in (the consultant's) */
  timeZone: string;
  sessionMinutes: number;
  /** pause kept free before and after every session */
  bufferMinutes: number;
  /** a slot starts at least this long after now */
  minimumNoticeHours: number;
  /** a slot starts less than this many days after now */
  horizonDays: number;
  /** booked sessions a local day may hold; a day that has them offers nothing more */
  maxSessionsPerDay: number;
  /** opening windows per weekday, sorted, not overlapping */
  weeklyHours: Record<Weekday, LocalWindow[]>;
  /** local dates (YYYY-MM-DD) without sessions */
  daysOff: string[];
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "09:00" → 540; "24:00" → 1440 (allowed as a window's end only). */
function minutes(value: string, end: boolean): number | null {
  if (end && value === "24:00") return 24 * 60;
  const match = HHMM.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "09:00-12:30" → { start: 540, end: 750 }, or null when it is not such a window. */
export function parseWindow(value: string): LocalWindow | null {
  const parts = value.split("-").map((p) => p.trim());
  if (parts.length !== 2) return null;
  const start = minutes(parts[0]!, false);
  const end = minutes(parts[1]!, true);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

const windowSchema = z.string().transform((value, ctx) => {
  const window = parseWindow(value);
  if (!window) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `"${value}" is not a window like "09:00-12:00" (24-hour local times, end after start; "24:00" may end a day)`,
    });
    return z.NEVER;
  }
  return window;
});

const dayHours = z
  .array(windowSchema)
  .max(12)
  .default([])
  .superRefine((windows, ctx) => {
    const sorted = [...windows].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.start < sorted[i - 1]!.end) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "windows of one day overlap" });
      }
    }
  })
  .transform((windows) => [...windows].sort((a, b) => a.start - b.start));

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-12-24")
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: "is not a calendar date",
    },
  );

/**
 * How many sessions one booker may take (Cal.com's booking limits): upcoming sessions per mailbox
 * (an address with case, +tag and a Gmail address's dots ignored), whatever the rate limits say;
 * upcoming sessions per client network and bookings per client network a day (an IPv6 client by
 * its /56), off with the rate limits (RATE_LIMIT_DISABLED).
 */
export interface BookingLimits {
  upcomingPerMailbox: number;
  upcomingPerClient: number;
  perClientPerDay: number;
}

/** The part of a video room's address replaced by a fresh, unguessable name for every booking. */
export const ROOM_PLACEHOLDER = "{room}";

/**
 * Where sessions happen: a video room (`room`: a fixed address, or one with {room} for a room per
 * booking; `provider`: the service, named to the visitor and in the privacy policy), the phone
 * (the consultant calls the number given), or the visitor's choice between the two.
 */
export type MeetingOffer =
  | { offer: "video"; room: string; provider: string }
  | { offer: "phone" }
  | { offer: "choice"; room: string; provider: string };

/** The whole of booking.yaml: when, how many per booker, and where. */
export interface BookingSettings {
  availability: Availability;
  limits: BookingLimits;
  meeting: MeetingOffer;
}

const limitsSchema = z
  .object({
    upcomingPerMailbox: z.number().int().min(1).max(20).default(1),
    upcomingPerClient: z.number().int().min(1).max(100).default(2),
    perClientPerDay: z.number().int().min(1).max(100).default(3),
  })
  .strict();

/** an https address without spaces or control characters; {room} at most once, in its path */
const roomSchema = z
  .string()
  .refine((v) => /^https:\/\/[^/{}]+\/[\x21-\x7e]*$/.test(v) && URL.canParse(v.replace(ROOM_PLACEHOLDER, "room")), {
    message: `must be an https:// address such as "https://meet.jit.si/my-room" (${ROOM_PLACEHOLDER} in its path only)`,
  })
  .refine((v) => v.split(ROOM_PLACEHOLDER).length <= 2, { message: `may hold ${ROOM_PLACEHOLDER} once` });

const meetingSchema = z.discriminatedUnion("offer", [
  z
    .object({ offer: z.literal("video"), videoRoom: roomSchema, videoProvider: z.string().trim().min(1).max(80) })
    .strict(),
  z.object({ offer: z.literal("phone") }).strict(),
  z
    .object({ offer: z.literal("choice"), videoRoom: roomSchema, videoProvider: z.string().trim().min(1).max(80) })
    .strict(),
]);

/** The file's shape (app/content/booking.yaml). `sample`: the marker of shipped values (ADR 058). */
export const settingsSchema = z
  .object({
    sample: z.string().min(1).optional(),
    timeZone: z
      .string()
      .default("Europe/Zurich")
      .refine((v) => IANAZone.isValidZone(v), { message: 'must be an IANA time zone such as "Europe/Zurich"' }),
    sessionMinutes: z.number().int().min(10).max(480),
    bufferMinutes: z.number().int().min(0).max(240),
    minimumNoticeHours: z
      .number()
      .min(0)
      .max(24 * 60),
    horizonDays: z.number().int().min(1).max(365),
    maxSessionsPerDay: z.number().int().min(1).max(48),
    weeklyHours: z
      .object({
        monday: dayHours,
        tuesday: dayHours,
        wednesday: dayHours,
        thursday: dayHours,
        friday: dayHours,
        saturday: dayHours,
        sunday: dayHours,
      } satisfies Record<Weekday, unknown>)
      .strict(),
    daysOff: z
      .array(isoDate)
      .default([])
      .refine((days) => new Set(days).size === days.length, { message: "a date is listed twice" }),
    limits: limitsSchema.default({}),
    meeting: meetingSchema.default({ offer: "phone" }),
  })
  .strict()
  .superRefine((value, ctx) => {
    const longest = Math.max(0, ...weekdays.flatMap((d) => value.weeklyHours[d].map((w) => w.end - w.start)));
    if (longest < value.sessionMinutes) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["weeklyHours"],
        message: `no window is long enough for a session of ${value.sessionMinutes} minutes`,
      });
    }
  });

/** The settings of the file: its availability (for the slot computation), limits and meeting place. */
export function toSettings(file: z.output<typeof settingsSchema>): BookingSettings {
  const { sample: _sample, limits, meeting, ...availability } = file;
  return {
    availability,
    limits,
    meeting:
      meeting.offer === "phone"
        ? meeting
        : { offer: meeting.offer, room: meeting.videoRoom, provider: meeting.videoProvider },
  };
}
