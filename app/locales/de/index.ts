// German UI strings. Each JSON file is one top-level key: t("common.nav.home").
import blog from "./blog.json";
import common from "./common.json";
import demo from "./demo.json";
import legal from "./legal.json";

const de = { blog, common, demo, legal };
export default de;
export type Resources = typeof de;
