import { useEffect } from 'react';
import { restoreSession } from './auth-api.ts';

/** Mounted once in the root: checks the stored login against the server when the site opens. */
export function SessionRestore() {
  useEffect(() => {
    void restoreSession();
  }, []);
  return null;
}
