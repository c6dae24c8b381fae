// German UI strings. Each JSON file is one top-level key: t("common.nav.home").
import common from "./common.json";
import consent from "./consent.json";
import demo from "./demo.json";
import legal from "./legal.json";

const de = { common, consent, demo, legal };
export default de;
export type Resources = typeof de;
