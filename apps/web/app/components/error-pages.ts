// Decision 055: the pages the root's error boundary shows, in one chunk of their own that a
// page loads only when it shows one (root.tsx).
export { ErrorPage } from './error-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
