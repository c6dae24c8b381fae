import type { ReactNode } from "react";

export interface SectionProps {
  /** the id of the section's heading, for `aria-labelledby`: the `<h2>` rendered from `title`, or a heading in `children` */
  id?: string;
  /** the `<h2>`; without `eyebrow` and `lead` it stands alone, with either it goes into `header.section-header` */
  title?: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** the alternate background (`section-alt`) */
  alt?: boolean;
  /** further classes of the section (e.g. `cta-band`, `related`) */
  className?: string;
  /** classes of the container beside `container` (e.g. `narrow`, `split`, `narrow center`) */
  container?: string;
  /** the section's own id: an anchor target such as `#apply` */
  anchor?: string;
  /** the section's name when it has no heading (`aria-label`) */
  label?: string;
  /** the element: a `nav` for a block of links, an `article` for a document */
  as?: "section" | "nav" | "article";
  children?: ReactNode;
}

/** A page section: `section.section > div.container > [header.section-header] + children`. */
export function Section({
  id,
  title,
  eyebrow,
  lead,
  alt,
  className,
  container,
  anchor,
  label,
  as: Tag = "section",
  children,
}: SectionProps) {
  const classes = ["section", alt && "section-alt", className].filter(Boolean).join(" ");
  const heading = title !== undefined && <h2 id={id}>{title}</h2>;
  return (
    <Tag id={anchor} className={classes} aria-labelledby={id} aria-label={label}>
      <div className={container ? `container ${container}` : "container"}>
        {eyebrow !== undefined || lead !== undefined ? (
          <header className="section-header">
            {eyebrow !== undefined && <p className="eyebrow">{eyebrow}</p>}
            {heading}
            {lead !== undefined && <p className="lead">{lead}</p>}
          </header>
        ) : (
          heading
        )}
        {children}
      </div>
    </Tag>
  );
}
