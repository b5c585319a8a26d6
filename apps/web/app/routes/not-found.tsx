import { data } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';

// spec 000 section 2: unknown paths answer 404 with the not-found page.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
