import { useTranslation } from "~/lib/i18n-react";
import { NewsletterSignup } from "~/features/newsletter/NewsletterSignup";

/** The newsletter signup on blog pages: after the article (before the author box) and under the list. */
export function ArticleNewsletterSlot({ id = "article-newsletter-title" }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <aside className="article-newsletter container narrow" aria-labelledby={id}>
      <div className="card">
        <h2 id={id} className="h3">
          {t("forms.newsletter.compactTitle")}
        </h2>
        <p>{t("forms.newsletter.compactText")}</p>
        <NewsletterSignup source="blog" titleId={id} />
      </div>
    </aside>
  );
}
