import { Link } from 'react-router';
import { DESIGN_SYSTEM_PAGES, designSystemHref } from './pages.ts';
import { PageHeader } from './specimen.tsx';

export function meta() {
  return [{ title: 'Design system' }];
}

export default function DesignSystemHome() {
  const pages = DESIGN_SYSTEM_PAGES.filter(({ path }) => path !== '');
  return (
    <>
      <PageHeader title="Design system">
        The building blocks of the studio, from <code className="text-sm">@hs/ui</code>. Every page
        shows each variant and state, and every button does something you can see.
      </PageHeader>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {pages.map(({ path, title, description }) => (
          <li key={path}>
            <Link
              to={designSystemHref(path)}
              className="group block h-full rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 transition hover:shadow-md hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <h2 className="font-semibold text-gray-900 group-hover:text-brand-700">
                {title} <span aria-hidden="true">→</span>
              </h2>
              <p className="mt-1 text-sm text-gray-600">{description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
