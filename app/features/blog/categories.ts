// The blog's categories (docs/product.md §2: All, CEOPRENEUR, Personal Development, Systematization,
// Leadership, Strategy, Mindset). "All" is the absence of a category. The slug is the same in
// both languages: it appears in front matter and in ?category= links; labels are UI strings
// (blog.categories.<slug> in app/locales).

export const categories = [
  "ceopreneur",
  "personal-development",
  "systematization",
  "leadership",
  "strategy",
  "mindset",
] as const;

export type Category = (typeof categories)[number];

export function isCategory(value: unknown): value is Category {
  return typeof value === "string" && (categories as readonly string[]).includes(value);
}

/** Articles per page of the list; a category with more gets pagination. */
export const pageSize = 12;
