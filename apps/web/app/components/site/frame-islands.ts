// Decision 049: the site frame's header and footer load after the page has hydrated, in one
// module so they come in one request (site-shell.tsx imports it dynamically only).
export { SiteFooter } from './footer.tsx';
export { SiteHeader } from './header.tsx';
