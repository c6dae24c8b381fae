import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { withoutTrackingParams } from "~/lib/url-params";
import { Link, useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { CheckList } from "~/components/sections/CheckList";
import { FactGrid } from "~/components/sections/FactGrid";
import { Section } from "~/components/sections/Section";
import { Closing } from "~/components/ui/Closing";
import { PageHero } from "~/components/ui/PageHero";
import { pageContext, pageCopy, withHeroPicture } from "~/page.server";
import { seoMeta } from "~/lib/seo";
import { businessLd, personLd } from "~/lib/structured-data";

// /ueber-mich: five tabs. Each tab is a link (?tab=…) and the server renders that tab's section:
// the page ships no React (docs/decisions/059), so the tabs work the same with and without
// JavaScript, one light page load each.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, siteUrl } = await pageContext(request, context, "routes/about");
  const copy = withHeroPicture(pageCopy("about", locale));
  return {
    seo: { ...copy.seo, jsonLd: [personLd(siteUrl, locale), businessLd(siteUrl, locale)] },
    copy,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => seoMeta(args);

// The copy does not depend on ?tab=: switching tabs needs no new data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search);
    const b = new URLSearchParams(nextUrl.search);
    a.delete("tab");
    b.delete("tab");
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
};

function tabHref(search: URLSearchParams, id: string) {
  const params = new URLSearchParams(withoutTrackingParams(`?${search.toString()}`));
  params.set("tab", id);
  return `?${params.toString()}`;
}

export default function About() {
  const { copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        sample={copy.sample}
        image={copy.hero.image}
      />
      <AboutTabs tabs={copy.tabs} label={copy.tabsLabel} />
      <Section alt label={copy.tabsLabel}>
        <FactGrid facts={copy.facts} />
      </Section>
      <Closing copy={copy.closing} />
    </>
  );
}

type Tab = ReturnType<typeof useLoaderData<typeof loader>>["copy"]["tabs"][number];

function AboutTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [params] = useSearchParams();
  const selected = tabs.find((t) => t.id === params.get("tab")) ?? tabs[0];
  if (!selected) return null;

  // The page does not hydrate (docs/decisions/059): each tab is a link to the page with its
  // section open (?tab=…), reachable with Tab, the current one marked; the section is a region.
  return (
    <Section className="tabs-section">
      <nav aria-label={label} className="tablist">
        {tabs.map((tab) => {
          const active = tab.id === selected.id;
          return (
            <Link
              key={tab.id}
              id={`tab-${tab.id}`}
              to={tabHref(params, tab.id)}
              replace
              preventScrollReset
              className={active ? "tab is-active" : "tab"}
              aria-current={active ? "true" : undefined}
            >
              {tab.label}
            </Link>
          );
        })}
      </nav>
      <section id={`panel-${selected.id}`} aria-labelledby={`tab-${selected.id}`} className="tabpanel card">
        <h2>{selected.title}</h2>
        <div className="split">
          <div>
            {selected.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <CheckList items={selected.highlights} />
        </div>
      </section>
    </Section>
  );
}
