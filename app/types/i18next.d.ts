import type { Resources } from "~/locales/de";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Resources };
    returnNull: false;
  }
}
