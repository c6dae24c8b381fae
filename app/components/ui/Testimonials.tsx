import { CardGrid } from "~/components/sections/CardGrid";
import type { TestimonialView } from "~/content/schema";

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
