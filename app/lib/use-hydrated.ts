import { useEffect, useState } from "react";

let hydrated = false;

/** false during server rendering and hydration, true once React runs in the browser. */
export function useHydrated() {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setValue(true);
  }, []);
  return value;
}
