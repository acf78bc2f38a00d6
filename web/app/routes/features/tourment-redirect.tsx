import { Navigate, redirect } from 'react-router';

/**
 * Links spell it "tourment" (docs/product.md §2.1, §10.1); the page lives at /features/torment. The server
 * answers a 301 too.
 */
export function loader() {
  return redirect('/features/torment', 301);
}

export default function TourmentRedirect() {
  return <Navigate to="/features/torment" replace />;
}
