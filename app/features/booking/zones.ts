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
