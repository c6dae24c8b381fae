import { CardGrid } from "~/components/sections/CardGrid";
import type { TestimonialView } from "~/content/schema";
import { SampleLabel } from "./SampleNote";

/**
 * Client voices. One without the client's consent (testimonials.yaml `consent: false`, ADR 058)
 * carries the visible label common.sample in its caption, so it is never passed off as real.
 */
export function Testimonials({ items }: { items: TestimonialView[] }) {
  return (
    <CardGrid kind="testimonial">
      {items.map((item) => (
        <li key={item.id}>
          <figure className="testimonial card">
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>
              {item.sample && <SampleLabel />}
              <span className="testimonial-role">{item.role}</span>
              <span className="testimonial-meta">
                {item.industry} · {item.size}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </CardGrid>
  );
}
