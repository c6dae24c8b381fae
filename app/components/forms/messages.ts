import { useTranslation } from "~/lib/i18n-react";
import { translateMessage } from "~/lib/translate";

/**
 * Translates a message key from a form schema (kept apart from conform so light forms stay light).
 * conform hands errors over as plain strings; each one was typed as a TranslationKey where the
 * schema made it (app/features/forms/fields.ts, FORM_ERRORS), possibly with numbers for its
 * placeholders (`messageWithValues`, e.g. the minutes until a rate limit ends), and an unknown one
 * shows itself.
 */
export function useMessage() {
  const { t } = useTranslation();
  return (message: string) => translateMessage(t, message);
}
