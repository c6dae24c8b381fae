// English UI strings: the same keys as German (TypeScript and tests/unit check it).
import type { Resources } from "../de";
import common from "./common.json";
import consent from "./consent.json";
import demo from "./demo.json";
import legal from "./legal.json";

const en: Resources = { common, consent, demo, legal };
export default en;
