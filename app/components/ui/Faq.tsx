import { Section } from "~/components/sections/Section";
import type { FaqItem } from "~/content/schema";

/** Questions as disclosure widgets: open and close without JavaScript. */
export function Faq({ title, items, id = "faq" }: { title: string; items: FaqItem[]; id?: string }) {
  return (
    <Section id={`${id}-title`} title={title} container="narrow">
      <div className="faq-list">
        {items.map((item) => (
          <details key={item.question} className="faq-item">
            <summary>
              <h3 className="faq-question">{item.question}</h3>
            </summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
