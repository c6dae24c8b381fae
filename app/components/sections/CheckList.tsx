import type { ReactNode } from "react";
import { Icon } from "~/components/ui/Icon";

type Variant = "large" | "warn" | "proof";

const listClass: Record<Variant | "default", string> = {
  default: "check-list",
  large: "check-list large",
  warn: "check-list warn",
  proof: "proof-list",
};

/**
 * A list with an icon before each item: a check mark (`large`: bigger type and icon; `proof`: the
 * hero's row of proof points), or an arrow for warning signs (`warn`). A text item is its own key.
 */
export function CheckList({ items, variant }: { items: readonly ReactNode[]; variant?: Variant }) {
  return (
    <ul className={listClass[variant ?? "default"]}>
      {items.map((item, i) => (
        <li key={typeof item === "string" ? item : i}>
          <Icon name={variant === "warn" ? "arrowRight" : "check"} size={variant === "large" ? 20 : 18} />
          {item}
        </li>
      ))}
    </ul>
  );
}
