import { Navigate, redirect } from 'react-router';

/** docs/product.md §2.1: any other path redirects to / (by the server for a page it renders). */
export function loader() {
  return redirect('/');
}

export default function CatchAll() {
  return <Navigate to="/" replace />;
}
