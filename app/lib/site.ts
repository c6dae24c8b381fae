// The consultant's identity in one place: name, address, contact channels, social and external
// links. Legal pages, footer, structured data and emails read it. An operator edits this file
// (and nothing else) to change who the site belongs to; see docs/content.md ("Make it yours").
//
// The repository ships a SAMPLE identity that belongs to nobody (ADR 058): a placeholder name, a
// sample address, a UID that fails the Swiss check digit, reserved example.com domains (RFC 2606)
// and a phone number that cannot be dialled. `sample: true` says so; set it to false once every
// field below is the consultant's own. `npm run content:check` lists it while it is true.

export interface SiteConfig {
  /**
   * true while this is the shipped sample identity (ADR 058): `npm run content:check` lists it and
   * the production server warns at start. Set to false once every field is the consultant's own.
   */
  sample: boolean;
  brand: string;
  consultant: {
    name: string;
    /** short job title per language */
    title: { de: string; en: string };
    /**
     * optional portrait: a photo `images/<name>.jpg` in app/content/images, made responsive by the
     * build (docs/content.md), or a file under /public; null shows initials
     */
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
  /** as shown; the tel: link keeps only + and the digits */
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
  sample: true,
  brand: "CEOpreneur",
  consultant: {
    name: "Alex Muster",
    title: {
      de: "Unternehmerberater und CEO-Mentor",
      en: "Business consultant and CEO mentor",
    },
    photo: null,
  },
  legal: {
    entity: "Alex Muster Consulting",
    street: "Musterstrasse 1",
    postalCode: "8000",
    city: "Zürich",
    country: { de: "Schweiz", en: "Switzerland" },
    countryCode: "CH",
    // fails the UID check digit on purpose (the valid one would end in 8): no real enterprise
    uid: "CHE-123.456.789",
    vatId: null,
    responsible: "Alex Muster",
  },
  email: "kontakt@example.com",
  // not a number anyone can dial: Switzerland has no range for fiction, and 00 is no area code
  phone: "+41 00 000 00 00",
  whatsapp: "41000000000",
  urls: {
    mainSite: "https://www.example.com",
    labs: "https://labs.example.com",
    podcast: "https://podcast.example.com",
    platform: "https://app.example.com",
    instagram: "https://www.example.com/social/instagram",
    linkedin: "https://www.example.com/social/linkedin",
    facebook: "https://www.example.com/social/facebook",
    x: "https://www.example.com/social/x",
  },
  copyrightYear: 2025,
};
