import { Link } from "@remix-run/react";
import type { CtaCopy } from "~/content/schema";
import { useLocale } from "~/lib/use-locale";
import { localizedPath } from "~/lib/routing";
import { Icon } from "./Icon";

type Variant = "primary" | "secondary" | "ghost";

/** A call to action to a page of the route table, in the current language. */
export function CtaLink({ cta, variant = "primary", arrow }: { cta: CtaCopy; variant?: Variant; arrow?: boolean }) {
  const locale = useLocale();
  return (
    <Link className={`button button-${variant}`} to={localizedPath(cta.pageId, locale, cta.hash)}>
      {cta.label}
      {arrow && <Icon name="arrowRight" size={18} />}
    </Link>
  );
}
