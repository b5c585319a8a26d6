import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN_MENU } from '@hs/domain/staff-menu';
import { describe, expect, it } from 'vitest';
import { BUILT_ADMIN_PAGES } from './admin-built-pages.ts';

// The back-office pages with their own route in routes.ts (all others fall to the
// not-built page behind 'admin/*').
function routedAdminHrefs(): string[] {
  const routes = readFileSync(resolve(__dirname, '../routes.ts'), 'utf8');
  return [...routes.matchAll(/route\('(admin\/[a-z-]+)'/g)].map((m) => `/${m[1]}`);
}

describe('back-office home labels', () => {
  it('calls ready exactly the menu items that have a page of their own', () => {
    const routed = new Set(routedAdminHrefs());
    expect(routed.size).toBeGreaterThan(0);
    const ready = ADMIN_MENU.filter((item) => routed.has(item.href)).map((item) => item.id);
    expect([...BUILT_ADMIN_PAGES].sort()).toEqual(ready.sort());
  });
});
