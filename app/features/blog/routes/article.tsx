import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { PageHandle } from "~/pages";
import { Prose } from "~/components/sections/Prose";
import { Section } from "~/components/sections/Section";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Closing } from "~/components/ui/Closing";
import { Icon } from "~/components/ui/Icon";
import { SampleNote } from "~/components/ui/SampleNote";
import { extraPaths } from "~/components/ui/icon-paths";
import { ArticleCard } from "~/features/blog/ArticleCard";
import { getBlog } from "~/features/blog/articles.server";
import { AuthorBox } from "~/features/blog/AuthorBox";
import { isCategory, pageSize } from "~/features/blog/categories";
import { translateArticleUrl } from "~/features/blog/language.server";
import { ArticleNewsletterSlot } from "~/features/blog/NewsletterSlot";
import { blogPath } from "~/features/blog/paths";
import { articleCard, categoryLabel, formatDate } from "~/features/blog/present.server";
import { blogPostingLd } from "~/features/blog/structured-data";
import { getT } from "~/lib/i18n.server";
import { otherLanguage } from "~/lib/i18n";
import { breadcrumbs, pageCopy, pictureOf } from "~/page.server";
import { getLocale } from "~/preferences.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { site } from "~/lib/site";

// /blog/<slug>: one article. The slug names the language; the root loader has already sent a
// visitor who wants the other language to the translation (app/lib/preferences.server.ts).
// ?category= and ?page= are the list position the visitor came from, for the back link.

export const handle: PageHandle = { nav: "blog", newsletter: true };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = getLocale(request, context);
  const blog = getBlog(context.env);
  const article = params.slug ? blog.get(params.slug) : undefined;
  if (!article) throw new Response("Not found", { status: 404 });

  const url = new URL(request.url);
  const siteUrl = context.env.SITE_URL;
  const t = getT(locale);
  const copy = pageCopy("blog", locale);

  // Back to where the visitor came from: the category and page of the list, if valid.
  const rawCategory = url.searchParams.get("category");
  const category = isCategory(rawCategory) ? rawCategory : null;
  const pages = Math.ceil(blog.list(locale, category).length / pageSize);
  const rawPage = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(rawPage) && rawPage > 1 && rawPage <= pages ? rawPage : 1;
  const back = {
    to: blogPath(locale, { category, page }) + "#articles",
    label: category ? t("blog.backToCategory", { category: categoryLabel(t, category) }) : t("blog.backToBlog"),
  };

  // The switch to the other language: the translation, or that language's blog without one.
  // ?lng= makes the choice explicit, so a cookie naming this language does not send it back.
  const other = otherLanguage(article.lng);
  const target = translateArticleUrl(blog, url.pathname + url.search, other);
  const switchUrl = target ? new URL(target.url, "http://internal") : null;
  switchUrl?.searchParams.set("lng", other);

  const label = categoryLabel(t, article.category);
  const crumbs = breadcrumbs(locale, siteUrl, ["blog"], { label: article.title, to: article.path });

  return {
    seo: {
      title: article.title,
      description: article.description,
      ogType: "article" as const,
      jsonLd: [blogPostingLd(siteUrl, { ...article, categoryLabel: label }), crumbs.jsonLd],
    },
    article: {
      lng: article.lng,
      title: article.title,
      description: article.description,
      html: article.html,
      toc: article.headings.filter((h) => h.level === 2),
      date: article.date,
      dateText: formatDate(article.date, locale),
      updated: article.updated,
      updatedText: article.updated ? formatDate(article.updated, locale) : null,
      readingText: t("blog.readingTime", { count: article.readingMinutes }),
      category: { label, to: blogPath(locale, { category: article.category }) },
      draft: article.draft,
      sample: article.sample,
    },
    /** the language the page's interface speaks; differs from the article's only without translation */
    locale,
    back,
    languageSwitch:
      locale === article.lng && switchUrl
        ? {
            to: switchUrl.pathname + switchUrl.search,
            lng: other,
            label: target?.translated ? t("blog.translation.readIn") : t("blog.translation.otherBlog"),
          }
        : null,
    crumbs: crumbs.items,
    author: {
      name: site.consultant.name,
      role: site.consultant.title[locale],
      bio: copy.authorBio,
      sample: copy.sample,
      // decorative: the name stands beside it; a file under public/ is shown in the box's size
      photo: site.consultant.photo ? pictureOf({ src: site.consultant.photo, alt: "", width: 96, height: 96 }) : null,
      aboutTo: localizedPath("about", locale),
      podcastUrl: site.urls.podcast,
    },
    related: blog.related(article).map((a) => articleCard(a, t)),
    closing: copy.closing,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function BlogArticle() {
  const { article, locale, back, languageSwitch, crumbs, author, related, closing } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <article
        className="article"
        aria-labelledby="article-title"
        lang={article.lng === locale ? undefined : article.lng}
      >
        <header className="article-header">
          <div className="container narrow">
            <Link to={back.to} className="back-link">
              <Icon path={extraPaths.arrowLeft} size={18} />
              {back.label}
            </Link>
            <p className="eyebrow">
              <Link to={article.category.to}>{article.category.label}</Link>
              {article.draft && <span className="post-draft">{t("blog.draft")}</span>}
            </p>
            <h1 id="article-title">{article.title}</h1>
            <p className="lead">{article.description}</p>
            <p className="article-meta">
              <span>{author.name}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={article.date}>{article.dateText}</time>
              {article.updated && article.updatedText && (
                <>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={article.updated}>{t("blog.updated", { date: article.updatedText })}</time>
                </>
              )}
              <span aria-hidden="true"> · </span>
              <span>{article.readingText}</span>
            </p>
            {languageSwitch && (
              <p className="article-switch">
                <Link to={languageSwitch.to} hrefLang={languageSwitch.lng} lang={languageSwitch.lng}>
                  {languageSwitch.label}
                  <Icon name="arrowRight" size={18} />
                </Link>
              </p>
            )}
            {article.sample && <SampleNote kind="article" />}
          </div>
        </header>
        <div className="container narrow article-body">
          <Prose html={article.html} headings={article.toc} tocTitle={t("blog.toc")} tocMin={2} />
        </div>
      </article>

      <ArticleNewsletterSlot />

      <div className="container narrow article-footer">
        <AuthorBox author={author} />
      </div>

      {related.length > 0 && (
        <Section id="related-title" alt title={t("blog.related")}>
          <ul className="post-grid">
            {related.map((card) => (
              <li key={card.slug}>
                <ArticleCard card={card} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Closing copy={closing} />
    </>
  );
}
