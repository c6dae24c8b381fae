import { localizedPath, type PageId } from "./routing";
import type { Lang } from "./i18n";
import { site } from "./site";

// schema.org JSON-LD builders (rendered by seoMeta as <script type="application/ld+json">).

export function personLd(siteUrl: string, lng: Lang) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${siteUrl}/#person`,
    name: site.consultant.name,
    jobTitle: site.consultant.title[lng],
    email: `mailto:${site.email}`,
    telephone: site.phone,
    url: siteUrl + localizedPath("about", lng),
    worksFor: { "@id": `${siteUrl}/#business` },
    sameAs: [site.urls.linkedin, site.urls.instagram, site.urls.facebook, site.urls.x, site.urls.mainSite],
  };
}

export function businessLd(siteUrl: string, lng: Lang) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#business`,
    name: `${site.brand} – ${site.legal.entity}`,
    url: siteUrl + localizedPath("home", lng),
    email: site.email,
    telephone: site.phone,
    founder: { "@id": `${siteUrl}/#person` },
    address: {
      "@type": "PostalAddress",
      streetAddress: site.legal.street,
      postalCode: site.legal.postalCode,
      addressLocality: site.legal.city,
      addressCountry: site.legal.countryCode,
    },
    areaServed: ["DE", "AT", "CH"],
    knowsLanguage: ["de", "en"],
  };
}

export function serviceLd(siteUrl: string, lng: Lang, pageId: PageId, name: string, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: siteUrl + localizedPath(pageId, lng),
    provider: { "@id": `${siteUrl}/#business` },
    areaServed: ["DE", "AT", "CH"],
    inLanguage: lng,
  };
}

export function breadcrumbLd(siteUrl: string, items: { label: string; to: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      item: siteUrl + item.to,
    })),
  };
}
