import type { ReactNode } from "react";

/** The grids of cards: `card-grid` (two columns, or three with `three`), and the phase, service and testimonial grids. */
type Kind = "card" | "phase" | "service" | "testimonial";

export interface TextCard {
  title: string;
  text: string;
}

/**
 * A grid of cards. Either `items` (each a `li.card` with a title and a text) or `children`
 * (the grid's own items). A list by default; `as="ol"` for a sequence, `as="div"` for cards that
 * are sections of their own.
 */
export function CardGrid({
  kind = "card",
  three,
  className,
  as: Tag = "ul",
  items,
  children,
}: {
  kind?: Kind;
  three?: boolean;
  className?: string;
  as?: "ul" | "ol" | "div";
  items?: readonly TextCard[];
  children?: ReactNode;
}) {
  const classes = [`${kind}-grid`, three && "three", className].filter(Boolean).join(" ");
  return (
    <Tag className={classes}>
      {items?.map((item) => (
        <li key={item.title} className="card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
      {children}
    </Tag>
  );
}
