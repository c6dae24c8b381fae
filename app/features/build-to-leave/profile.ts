import { z } from "zod";
import { limits, oneOf, requiredText } from "~/features/forms/fields";

// The company profile of the onboarding (docs/product.md §3), with exactly its values.

export const industries = [
  "technology",
  "manufacturing",
  "services",
  "retail",
  "healthcare",
  "finance",
  "consulting",
  "construction",
  "food",
  "other",
] as const;
export const employeeRanges = ["1-5", "6-20", "21-50", "51-100", "101-500", "500+"] as const;
export const revenueRanges = ["under-500k", "500k-1m", "1m-5m", "5m-10m", "10m-50m", "50m+"] as const;
export const mainGoals = ["exit-preparation", "value-increase", "independence", "efficiency", "scaling"] as const;
export const timelines = ["immediate", "short", "medium", "long"] as const;

export type MainGoal = (typeof mainGoals)[number];
export type Timeline = (typeof timelines)[number];

export const profileSchema = z.object({
  companyName: requiredText("btl.profile.errors.companyName", limits.company),
  industry: oneOf(industries, "btl.profile.errors.industry"),
  employees: oneOf(employeeRanges, "btl.profile.errors.employees"),
  revenue: oneOf(revenueRanges, "btl.profile.errors.revenue"),
  mainGoal: oneOf(mainGoals, "btl.profile.errors.mainGoal"),
  timeline: oneOf(timelines, "btl.profile.errors.timeline"),
});

export type Profile = z.output<typeof profileSchema>;
