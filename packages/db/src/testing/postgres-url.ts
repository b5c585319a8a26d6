import { randomBytes } from 'node:crypto';

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Unique per global setup: several test projects may set up templates at once. */
export function postgresTemplateName(): string {
  return `hs_template_${process.pid}_${randomBytes(4).toString('hex')}`;
}
