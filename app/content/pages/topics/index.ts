import type { PageIdOf } from "~/pages";
import type { Lang } from "~/lib/i18n";
import type { TopicCopy } from "../../types";
import businessSuccession from "./business-succession";
import ceoCoaching from "./ceo-coaching";
import delegationStrategy from "./delegation-strategy";
import dueDiligence from "./due-diligence";
import entrepreneurialFreedom from "./entrepreneurial-freedom";
import exitStrategy from "./exit-strategy";
import localSeo from "./local-seo";
import ownerDependency from "./owner-dependency";
import processSystematization from "./process-systematization";
import strategyConsulting from "./strategy-consulting";
import strategyGuide from "./strategy-guide";
import systemBuilder from "./system-builder";
import teamAutonomy from "./team-autonomy";

/**
 * Copy of every topic page (app/routes/topic.tsx), by page id: each page of the registry with
 * `route: "topic"` needs an entry here, or `npm run typecheck` fails.
 */
export const topics: Record<PageIdOf<"routes/topic">, Record<Lang, TopicCopy>> = {
  "entrepreneurial-freedom": entrepreneurialFreedom,
  "owner-dependency": ownerDependency,
  "exit-strategy": exitStrategy,
  "due-diligence": dueDiligence,
  "business-succession": businessSuccession,
  "strategy-consulting": strategyConsulting,
  "strategy-guide": strategyGuide,
  "delegation-strategy": delegationStrategy,
  "process-systematization": processSystematization,
  "team-autonomy": teamAutonomy,
  "system-builder": systemBuilder,
  "ceo-coaching": ceoCoaching,
  "local-seo": localSeo,
};
