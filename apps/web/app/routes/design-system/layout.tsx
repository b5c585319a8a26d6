import { NavLink, Outlet } from 'react-router';

const pages = [
  ['', 'Home'],
  ['badge', 'Badge'],
  ['button', 'Button'],
  ['special-buttons', 'Special buttons'],
  ['container', 'Container'],
  ['dropdown', 'Dropdown'],
  ['icons', 'Icons'],
  ['popup', 'Popup'],
] as const;

// Staff tooling (spec 001 section 2); becomes admin and dev only with the accounts work.
export default function DesignSystemLayout() {
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <nav
        aria-label="Design system"
        className="border-b border-slate-200 bg-white p-4 md:w-[200px] md:border-r md:border-b-0"
      >
        <p className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Design system
        </p>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {pages.map(([path, title]) => (
            <li key={path}>
              <NavLink
                end
                to={`/design-system${path ? `/${path}` : ''}`}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-teal-50 font-semibold text-teal-800' : 'text-slate-700 hover:bg-slate-100'}`
                }
              >
                {title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="flex-1 p-4 sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
