import type { BtlModule } from "../types";
import ownerDependencyEmotional from "./owner-dependency-emotional";
import freedomReadiness from "./freedom-readiness";
import businessHealth from "./business-health";
import priorityFocus from "./priority-focus";
import bottleneckAnalysis from "./bottleneck-analysis";
import teamAutonomy from "./team-autonomy";
import ceoOperatingSystem from "./ceo-operating-system";
import processSimplification from "./process-simplification";
import knowledgeTransfer from "./knowledge-transfer";
import financialSystems from "./financial-systems";
import managementLayer from "./management-layer";
import dueDiligencePrep from "./due-diligence-prep";

/** The 12 Build to Leave modules, in the order of moduleIds (types.ts). */
export const modules: BtlModule[] = [
  ownerDependencyEmotional,
  freedomReadiness,
  businessHealth,
  priorityFocus,
  bottleneckAnalysis,
  teamAutonomy,
  ceoOperatingSystem,
  processSimplification,
  knowledgeTransfer,
  financialSystems,
  managementLayer,
  dueDiligencePrep,
];
