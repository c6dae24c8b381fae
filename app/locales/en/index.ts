// English UI strings: the same keys as German (TypeScript and tests/unit check it).
import type { Resources } from "../de";
import blog from "./blog.json";
import common from "./common.json";
import demo from "./demo.json";
import legal from "./legal.json";

const en: Resources = { blog, common, demo, legal };
export default en;
