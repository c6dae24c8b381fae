import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Icon } from "~/components/ui/Icon";
import { extraPaths } from "~/components/ui/icon-paths";

export interface PageLink {
  page: number;
  to: string;
}

/** Previous/next and numbered pages of a long list; shown only when there is more than one page. */
export function Pagination({ page, links }: { page: number; links: PageLink[] }) {
  const { t } = useTranslation();
  if (links.length < 2) return null;
  const previous = links.find((l) => l.page === page - 1);
  const next = links.find((l) => l.page === page + 1);
  return (
    <nav className="pagination" aria-label={t("blog.pagination.label")}>
      <p className="visually-hidden">{t("blog.pagination.pageOf", { page, pages: links.length })}</p>
      <ul>
        {previous && (
          <li>
            <Link to={previous.to} className="pagination-step" rel="prev">
              <Icon path={extraPaths.arrowLeft} size={18} />
              {t("blog.pagination.previous")}
            </Link>
          </li>
        )}
        {links.map((link) => (
          <li key={link.page}>
            <Link
              to={link.to}
              className="pagination-page"
              aria-current={link.page === page ? "page" : undefined}
              aria-label={t("blog.pagination.page", { page: link.page })}
            >
              {link.page}
            </Link>
          </li>
        ))}
        {next && (
          <li>
            <Link to={next.to} className="pagination-step" rel="next">
              {t("blog.pagination.next")}
              <Icon name="arrowRight" size={18} />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
