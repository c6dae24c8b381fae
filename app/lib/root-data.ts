import { useRouteLoaderData } from "@remix-run/react";
import type { ConsentStatus } from "./consent-status";
import type { Lang } from "./i18n";
import type { Theme } from "./theme";

// What the root loader gives every page (app/root.server.ts builds it). Declared here, below the
// app, so hooks and helpers can read it without importing app/root.tsx (no import cycle).

export interface RootData {
  locale: Lang;
  theme: Theme;
  /** GA4, when configured: its id and the inline bootstrap (Consent Mode defaults) */
  analytics: { measurementId: string; bootstrap: string } | null;
  /** the analytics choice in force (null: ask, or no GA4) */
  consent: ConsentStatus | null;
  /** content hash of this language's UI strings (/locales/<lng>?v=…) */
  i18nVersion: string;
  siteUrl: string;
  allowIndexing: boolean;
  /** this request's id: the reference an error page shows (never on a page a cache may keep) */
  requestId: string;
  /** the blog feed's title in this language */
  feedTitle: string;
  errorTitles: { notFound: string; server: string };
  /** the shell's script (consent banner, menu, loading status), loaded on every page */
  shellScript: { src: string; imports: string[] };
  /** the page's delivery (app/delivery.server.ts): React on the page or not, its own URLs */
  delivery: { hydrate: boolean; canonical: string | null; alternates: Partial<Record<Lang, string>> };
}

/** The root loader's data, from any component (undefined in a root error boundary without data). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
