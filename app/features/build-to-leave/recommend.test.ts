import { describe, expect, it } from "vitest";
import { goalOrder, recommend, type CompletedModule } from "./recommend";
import { moduleBandFor, MODULE_BANDS, scoreModule } from "./scoring";
import { moduleIds } from "./types";

describe("module scoring", () => {
  it.each([
    [0, "critical"],
    [39, "critical"],
    [40, "satisfactory"],
    [59, "satisfactory"],
    [60, "good"],
    [79, "good"],
    [80, "excellent"],
    [100, "excellent"],
  ] as const)("%i %% is %s", (percent, band) => {
    expect(moduleBandFor(percent)).toBe(band);
  });

  it("has descending thresholds down to 0", () => {
    expect(MODULE_BANDS.map((b) => b.min)).toEqual([80, 60, 40, 0]);
  });

  it("scores a module from its answers", () => {
    expect(scoreModule(["a", "b", "c", "d", "e"], { a: 4, b: 4, c: 4, d: 4, e: 0 })).toMatchObject({
      points: 16,
      max: 20,
      percent: 80,
      band: "excellent",
    });
    expect(scoreModule(["a", "b"], { a: 0, b: 0 })).toMatchObject({ percent: 0, band: "critical" });
    expect(() => scoreModule(["a", "b"], { a: 1 })).toThrow();
    expect(() => scoreModule(["a"], { a: 5 })).toThrow();
  });
});

describe("recommendations", () => {
  const done = (id: CompletedModule["id"], percent: number): CompletedModule => ({
    id,
    percent,
    band: moduleBandFor(percent),
  });

  it("orders every goal over all 12 modules", () => {
    for (const order of Object.values(goalOrder)) expect([...order].sort()).toEqual([...moduleIds].sort());
  });

  it("suggests the first open module of the goal's order", () => {
    expect(recommend({ mainGoal: "scaling", timeline: "long" }, []).nextModule).toBe("management-layer");
    expect(recommend({ mainGoal: "scaling", timeline: "long" }, [done("management-layer", 70)]).nextModule).toBe(
      "team-autonomy",
    );
    expect(recommend(null, []).nextModule).toBe("owner-dependency-emotional");
  });

  it("suggests retaking the weakest when everything is done", () => {
    const all = moduleIds.map((id, i) => done(id, 90 - i));
    const r = recommend({ mainGoal: "efficiency", timeline: "medium" }, all);
    expect(r).toMatchObject({ nextModule: "due-diligence-prep", retake: true });
  });

  it("fits the roadmap to goal, timeline and results", () => {
    expect(recommend({ mainGoal: "exit-preparation", timeline: "short" }, []).roadmap).toBe("due-diligence-prep");
    expect(recommend({ mainGoal: "exit-preparation", timeline: "long" }, [done("business-health", 75)]).roadmap).toBe(
      "due-diligence-prep",
    );
    expect(recommend({ mainGoal: "exit-preparation", timeline: "long" }, []).roadmap).toBe("foundation-builder");
    expect(recommend({ mainGoal: "scaling", timeline: "long" }, [done("management-layer", 70)]).roadmap).toBe(
      "growth-systematizer",
    );
    expect(recommend({ mainGoal: "scaling", timeline: "long" }, [done("team-autonomy", 20)]).roadmap).toBe(
      "foundation-builder",
    );
    expect(recommend({ mainGoal: "independence", timeline: "medium" }, []).roadmap).toBe("foundation-builder");
  });

  it("suggests mentoring when a result is critical or the average is low", () => {
    expect(recommend(null, [done("business-health", 30)]).suggestMentoring).toBe(true);
    expect(recommend(null, [done("business-health", 45), done("team-autonomy", 50)]).suggestMentoring).toBe(true);
    expect(recommend(null, [done("business-health", 70)]).suggestMentoring).toBe(false);
  });
});
