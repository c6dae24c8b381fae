import { createContext, useContext, type ReactNode } from "react";

// The CSP nonce of the current response: undefined on a page without one (a content page a cache
// may keep, ADR 064) and in the browser (browsers hide nonce values).
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
