import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { defaultLanguage, type Lang } from "./i18n";

/** The language of the current page, from the root loader. */
export function useLocale(): Lang {
  return useRouteLoaderData<typeof rootLoader>("root")?.locale ?? defaultLanguage;
}
