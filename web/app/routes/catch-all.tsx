import { Navigate, redirect } from 'react-router';

/** SPEC.md §2: any other path redirects to / (by the server for a page it renders). */
export function loader() {
  return redirect('/');
}

export default function CatchAll() {
  return <Navigate to="/" replace />;
}
