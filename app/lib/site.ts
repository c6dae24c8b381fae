// The consultant's identity in one place: name, address, contact channels, social and external
// links. Legal pages, footer, structured data and emails read it. An operator edits this file
// (and nothing else) to change who the site belongs to; see docs/operations.md.

export interface SiteConfig {
  brand: string;
  consultant: {
    name: string;
    /** short job title per language */
    title: { de: string; en: string };
    /** optional portrait under /public; null shows initials */
    photo: string | null;
  };
  legal: {
    /** name as registered (sole proprietorship) */
    entity: string;
    street: string;
    postalCode: string;
    city: string;
    country: { de: string; en: string };
    countryCode: string;
    /** Swiss enterprise identification number (UID), or null */
    uid: string | null;
    vatId: string | null;
    /** the person responsible for content (DDG/MStV) */
    responsible: string;
  };
  email: string;
  phone: string;
  /** international format without spaces or +, for https://wa.me/<number> */
  whatsapp: string;
  urls: {
    mainSite: string;
    labs: string;
    podcast: string;
    platform: string;
    instagram: string;
    linkedin: string;
    facebook: string;
    x: string;
  };
  /** the copyright line's year (docs/product.md §9) */
  copyrightYear: number;
}

export const site: SiteConfig = {
  brand: "CEOpreneur",
  consultant: {
    name: "Lukas Brenner",
    title: {
      de: "Unternehmerberater und CEO-Mentor",
      en: "Business consultant and CEO mentor",
    },
    photo: null,
  },
  legal: {
    entity: "Lukas Brenner Consulting",
    street: "Seefeldstrasse 45",
    postalCode: "8008",
    city: "Zürich",
    country: { de: "Schweiz", en: "Switzerland" },
    countryCode: "CH",
    uid: "CHE-318.442.907",
    vatId: null,
    responsible: "Lukas Brenner",
  },
  email: "kontakt@lukasbrenner.ch",
  phone: "+41 44 552 18 30",
  whatsapp: "41445521830",
  urls: {
    mainSite: "https://www.lukasbrenner.ch",
    labs: "https://labs.lukasbrenner.ch",
    podcast: "https://podcast.lukasbrenner.ch",
    platform: "https://app.lukasbrenner.ch",
    instagram: "https://www.instagram.com/lukasbrenner.ceo",
    linkedin: "https://www.linkedin.com/in/lukasbrenner-ceo",
    facebook: "https://www.facebook.com/lukasbrenner.ceo",
    x: "https://x.com/lukasbrenner_ceo",
  },
  copyrightYear: 2025,
};
