import { useTranslation } from "~/lib/i18n-react";

/** Translates a message key from a form schema (kept apart from conform so light forms stay light). */
export function useMessage() {
  const { t } = useTranslation();
  return (key: string) => t(key);
}
