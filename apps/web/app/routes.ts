import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

const designSystemPages = [
  'badge',
  'button',
  'special-buttons',
  'container',
  'dropdown',
  'icons',
  'popup',
];

export default [
  // spec 000 section 2: English at /, the other languages under /es and /de.
  index('routes/home.tsx', { id: 'home-en' }),
  route('es', 'routes/home.tsx', { id: 'home-es' }),
  route('de', 'routes/home.tsx', { id: 'home-de' }),

  // spec 001 section 2: design-system area (admin and dev only once accounts exist).
  ...prefix('design-system', [
    layout('routes/design-system/layout.tsx', [
      index('routes/design-system/home.tsx'),
      ...designSystemPages.map((page) => route(page, `routes/design-system/${page}.tsx`)),
    ]),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
