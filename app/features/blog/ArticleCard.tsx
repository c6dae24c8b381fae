import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { Lang } from "~/lib/i18n";
import { SampleLabel } from "~/components/ui/SampleNote";

export interface ArticleCardData {
  slug: string;
  title: string;
  description: string;
  to: string;
  lng: Lang;
  category: string;
  categoryLabel: string;
  date: string;
  dateText: string;
  readingText: string;
  draft: boolean;
  /** a sample article (ADR 058): the card carries the label "Beispiel"/"Sample" */
  sample: boolean;
}

/** A card of the blog list: title (the link), category, date, reading time, excerpt. */
export function ArticleCard({ card, headingLevel = 3 }: { card: ArticleCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card post-card">
      <p className="post-meta">
        <span className="post-category">{card.categoryLabel}</span>
        {card.draft && <span className="post-draft">{t("blog.draft")}</span>}
        {card.sample && <SampleLabel />}
      </p>
      <Heading className="post-title">
        <Link to={card.to} className="card-link">
          {card.title}
        </Link>
      </Heading>
      <p className="post-excerpt">{card.description}</p>
      <p className="post-meta post-meta-bottom">
        <time dateTime={card.date}>{card.dateText}</time>
        <span aria-hidden="true"> · </span>
        <span>{card.readingText}</span>
      </p>
    </article>
  );
}
