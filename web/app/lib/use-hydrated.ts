import { useEffect, useState } from 'react';

/** False during the prerendered first paint and hydration; true once running in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
