/**
 * The newsletter signup's place on every article page: after the article, before the author box.
 * The signup itself is the newsletter feature's (issue 4); until it lands this renders nothing.
 * To plug it in, return
 *   <aside className="article-newsletter container narrow" aria-labelledby="…"><NewsletterSignup source="blog" /></aside>
 * (or the bare component) here; the blog needs no other change.
 */
export function ArticleNewsletterSlot() {
  return null;
}
