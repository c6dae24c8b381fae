import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { PageHandle } from "~/pages";
import { Section } from "~/components/sections/Section";
import { Closing } from "~/components/ui/Closing";
import { ArticleNewsletterSlot } from "~/features/blog/NewsletterSlot";
import { Icon } from "~/components/ui/Icon";
import { extraPaths } from "~/components/ui/icon-paths";
import { PageHero } from "~/components/ui/PageHero";
import { ArticleCard } from "~/features/blog/ArticleCard";
import { getBlog } from "~/features/blog/articles.server";
import { CategoryFilter } from "~/features/blog/CategoryFilter";
import { categories, isCategory, pageSize, type Category } from "~/features/blog/categories";
import { Pagination } from "~/features/blog/Pagination";
import { blogPath } from "~/features/blog/paths";
import { articleCard, categoryLabel } from "~/features/blog/present.server";
import { blogLd } from "~/features/blog/structured-data";
import { breadcrumbs, pageContext, pageCopy } from "~/page.server";
import { seoMeta } from "~/lib/seo";
import { site } from "~/lib/site";

// /blog (English /blog?lng=en): the articles of one language, newest first, filtered by
// ?category=, twelve per page (?page=). Unknown categories and pages answer 404.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, t, siteUrl } = await pageContext(request, context, "features/blog/routes/list");
  const copy = pageCopy("blog", locale);
  const params = new URL(request.url).searchParams;

  const rawCategory = params.get("category") || null;
  if (rawCategory !== null && !isCategory(rawCategory)) throw new Response("Not found", { status: 404 });
  const category: Category | null = rawCategory;

  const articles = getBlog(context.env).list(locale, category);
  const pages = Math.max(1, Math.ceil(articles.length / pageSize));
  const rawPage = params.get("page");
  const page = rawPage === null ? 1 : Number(rawPage);
  if (!Number.isInteger(page) || page < 1 || page > pages) throw new Response("Not found", { status: 404 });

  const position = { category, page };
  const label = category ? categoryLabel(t, category) : t("blog.allArticles");
  const listAnchor = "#articles";
  const crumbs = breadcrumbs(
    locale,
    siteUrl,
    [pageId],
    category ? { label: categoryLabel(t, category), to: blogPath(locale, { category }) } : undefined,
  );
  const titleParts = [category ? `${t("common.pages.blog")}: ${label}` : copy.seo.title];
  if (page > 1) titleParts.push(t("blog.pagination.page", { page }));

  return {
    seo: {
      title: titleParts.join(" – "),
      description: category ? copy.categories[category] : copy.seo.description,
      jsonLd: [blogLd(siteUrl, locale, copy.seo.description), crumbs.jsonLd],
    },
    copy,
    heading: label,
    intro: category ? copy.categories[category] : null,
    count: articles.length,
    cards: articles.slice((page - 1) * pageSize, page * pageSize).map((a) => articleCard(a, t, position)),
    filter: [null, ...categories].map((c) => ({
      category: c,
      label: c ? categoryLabel(t, c) : t("blog.categories.all"),
      to: blogPath(locale, { category: c }) + listAnchor,
      current: c === category,
    })),
    page,
    pageLinks: Array.from({ length: pages }, (_, i) => ({
      page: i + 1,
      to: blogPath(locale, { category, page: i + 1 }) + listAnchor,
    })),
    podcastUrl: site.urls.podcast,
    feedUrl: `/blog/rss.xml?lng=${locale}`,
  };
}

export const handle: PageHandle = { newsletter: true };

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BlogPage() {
  const { copy, heading, intro, count, cards, filter, page, pageLinks, podcastUrl, feedUrl } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
        <div className="blog-channels">
          <div className="podcast-teaser">
            <Icon path={extraPaths.mic} size={28} />
            <div>
              <p className="podcast-title">{copy.podcast.title}</p>
              <p>{copy.podcast.text}</p>
              <a href={podcastUrl} rel="noopener" className="text-link">
                {copy.podcast.label}
                <Icon name="arrowRight" size={18} />
                <span className="visually-hidden"> {t("common.footer.externalHint")}</span>
              </a>
            </div>
          </div>
          <a href={feedUrl} className="text-link feed-link" type="application/rss+xml">
            <Icon path={extraPaths.rss} size={18} />
            {t("blog.feed.link")}
          </a>
        </div>
      </PageHero>

      <Section id="list-title" anchor="articles" className="blog-list">
        <CategoryFilter links={filter} />
        <header className="section-header list-header">
          <h2 id="list-title">{heading}</h2>
          <p className="list-count">{t("blog.articleCount", { count })}</p>
          {intro && <p className="lead">{intro}</p>}
        </header>
        {cards.length > 0 ? (
          <ul className="post-grid">
            {cards.map((card) => (
              <li key={card.slug}>
                <ArticleCard card={card} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("blog.empty")}</p>
        )}
        <Pagination page={page} links={pageLinks} />
      </Section>

      <ArticleNewsletterSlot id="blog-newsletter-title" />

      <Closing copy={copy.closing} />
    </>
  );
}
