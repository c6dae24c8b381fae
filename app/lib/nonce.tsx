import { createContext, useContext, type ReactNode } from "react";

// The CSP nonce of the current response (empty in the browser: browsers hide nonce values).
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
