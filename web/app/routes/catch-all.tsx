import { Navigate } from 'react-router';

/** SPEC.md §2: any other path redirects to /. */
export default function CatchAll() {
  return <Navigate to="/" replace />;
}
