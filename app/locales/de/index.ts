// German UI strings. Each JSON file is one top-level key: t("common.nav.home").
import blog from "./blog.json";
import booking from "./booking.json";
import btl from "./btl.json";
import common from "./common.json";
import consent from "./consent.json";
import demo from "./demo.json";
import emails from "./emails.json";
import exitReady from "./exitReady.json";
import forms from "./forms.json";
import legal from "./legal.json";
import newsletter from "./newsletter.json";
import thanks from "./thanks.json";

const de = { blog, booking, btl, common, consent, demo, emails, exitReady, forms, legal, newsletter, thanks };
export default de;
export type Resources = typeof de;
