import { Navigate } from 'react-router';

/** Links spell it "tourment" (SPEC.md §2); the page lives at /features/torment. The server answers a 301 too. */
export default function TourmentRedirect() {
  return <Navigate to="/features/torment" replace />;
}
