import { data } from 'react-router';

// Every back-office menu item has a page of its own (admin-built-pages.test.ts); any other
// /admin path is no page at all, answered inside the back office's frame.
export function loader() {
  throw data(null, { status: 404 });
}

export default function AdminPage() {
  return null;
}
