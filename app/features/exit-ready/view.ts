import type { Lang } from "~/lib/i18n";
import { content } from "./content";
import type { CategoryId, QuestionId } from "./types";

// The content of the check in one language (server side: only that language reaches the browser).

export function localizedQuestion(id: QuestionId, lng: Lang) {
  const q = content.questions.find((x) => x.id === id)!;
  const category = content.categories.find((c) => c.id === q.category)!;
  return {
    id: q.id,
    text: q.text[lng],
    hint: q.hint[lng],
    options: q.options.map((o) => o[lng]),
    category: category.name[lng],
  };
}

export function localizedCategories(lng: Lang) {
  return content.categories.map((c) => ({ id: c.id, name: c.name[lng], description: c.description[lng] }));
}

export function localizedQuickWins(ids: CategoryId[], lng: Lang) {
  return ids.map((id) => ({
    category: content.categories.find((c) => c.id === id)!.name[lng],
    id,
    wins: content.quickWins[id].map((w) => ({ title: w.title[lng], text: w.text[lng] })),
  }));
}
