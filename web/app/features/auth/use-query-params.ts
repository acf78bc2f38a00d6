import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The query string once the page runs in the browser. Public auth pages are prerendered without one,
 * so reading it during hydration would not match the HTML: null until then.
 */
export function useQueryParams(): URLSearchParams | null {
  const location = useLocation();
  const [params, setParams] = useState<URLSearchParams | null>(null);
  useEffect(() => setParams(new URLSearchParams(location.search)), [location.search]);
  return params;
}
