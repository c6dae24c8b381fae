import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CardGrid } from "~/components/sections/CardGrid";
import { Section } from "~/components/sections/Section";
import { Closing } from "~/components/ui/Closing";
import { Icon } from "~/components/ui/Icon";
import { PageHero } from "~/components/ui/PageHero";
import { breadcrumbs, pageContext, pageCopy } from "~/page.server";
import { localizedPath } from "~/lib/routing";
import { seoMeta } from "~/lib/seo";
import { businessLd } from "~/lib/structured-data";

// /services: every offer of docs/product.md §1 with a link to its page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, pageId, siteUrl } = await pageContext(request, context, "routes/services");
  const copy = pageCopy("services", locale);
  const groups = copy.groups.map((g) => ({
    ...g,
    items: g.items.map((item) => ({ ...item, to: localizedPath(item.pageId, locale) })),
  }));
  return {
    seo: {
      ...copy.seo,
      jsonLd: [businessLd(siteUrl, locale), breadcrumbs(locale, siteUrl, [pageId]).jsonLd],
    },
    copy: { ...copy, groups },
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

export default function Services() {
  const { copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} sample={copy.sample} />
      {copy.groups.map((group, gi) => (
        <Section key={group.title} id={`group-${gi}`} alt={gi % 2 === 1} title={group.title} lead={group.intro}>
          <CardGrid kind="service">
            {group.items.map((item) => (
              <li key={item.pageId} className="card service-card">
                <h3>
                  <Link to={item.to} className="card-link">
                    {item.title}
                  </Link>
                </h3>
                {item.meta && <p className="service-meta">{item.meta}</p>}
                <p>{item.text}</p>
                <Icon name="arrowRight" size={20} className="card-arrow" />
              </li>
            ))}
          </CardGrid>
        </Section>
      ))}
      <Closing copy={copy.closing} />
    </>
  );
}
