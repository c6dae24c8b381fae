import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { useRef, type KeyboardEvent } from "react";
import { CheckList } from "~/components/sections/CheckList";
import { FactGrid } from "~/components/sections/FactGrid";
import { Section } from "~/components/sections/Section";
import { Closing } from "~/components/ui/Closing";
import { PageHero } from "~/components/ui/PageHero";
import { pageContext, pageCopy } from "~/page.server";
import { seoMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { businessLd, personLd } from "~/lib/structured-data";
import type { PageHandle } from "~/pages";

// /ueber-mich: five tabs. Without JavaScript each tab is a link (?tab=…) and the server renders
// that tab; with JavaScript the same links form an ARIA tabs widget with arrow keys, and the URL
// follows the selected tab.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { locale, siteUrl } = await pageContext(request, context, "routes/about");
  const copy = pageCopy("about", locale);
  return {
    seo: { ...copy.seo, jsonLd: [personLd(siteUrl, locale), businessLd(siteUrl, locale)] },
    copy,
  };
}

export const handle: PageHandle = { cache: true };

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
  const params = new URLSearchParams(search);
  params.set("tab", id);
  return `?${params.toString()}`;
}

export default function About() {
  const { copy } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
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
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const selected = tabs.find((t) => t.id === params.get("tab")) ?? tabs[0];
  if (!selected) return null;

  const select = (index: number) => {
    const i = (index + tabs.length) % tabs.length;
    const tab = tabs[i];
    if (!tab) return;
    navigate(tabHref(params, tab.id), { replace: true, preventScrollReset: true });
    refs.current[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  // Before hydration (and without JavaScript) the tabs are plain links, each reachable with Tab;
  // after hydration they become an ARIA tabs widget with a roving tabindex.
  return (
    <Section className="tabs-section">
      <div role={hydrated ? "tablist" : undefined} aria-label={label} className="tablist">
        {tabs.map((tab, index) => {
          const active = tab.id === selected.id;
          return (
            <Link
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              id={`tab-${tab.id}`}
              to={tabHref(params, tab.id)}
              replace
              preventScrollReset
              className={active ? "tab is-active" : "tab"}
              {...(hydrated
                ? {
                    role: "tab",
                    "aria-selected": active,
                    "aria-controls": `panel-${tab.id}`,
                    tabIndex: active ? 0 : -1,
                    onKeyDown: (e: KeyboardEvent<HTMLAnchorElement>) => onKeyDown(e, index),
                  }
                : { "aria-current": active ? "true" : undefined })}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div
        id={`panel-${selected.id}`}
        role={hydrated ? "tabpanel" : "region"}
        aria-labelledby={`tab-${selected.id}`}
        tabIndex={hydrated ? 0 : undefined}
        className="tabpanel card"
      >
        <h2>{selected.title}</h2>
        <div className="split">
          <div>
            {selected.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <CheckList items={selected.highlights} />
        </div>
      </div>
    </Section>
  );
}
