import { useLocation } from "@remix-run/react";
import { withoutTrackingParams } from "./url-params";

/**
 * The address of the current page as the page repeats it (where a form returns to, a link to
 * the same page): path and query without tracking parameters, which never change a page and so
 * must never appear in it (ADR 064: a page with them is the same bytes as one without).
 */
export function usePageAddress(): { pathname: string; search: string; href: string } {
  const location = useLocation();
  const search = withoutTrackingParams(location.search);
  return { pathname: location.pathname, search, href: location.pathname + search };
}
