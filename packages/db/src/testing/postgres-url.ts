export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export function postgresTemplateName(): string {
  return `hs_template_${process.pid}`;
}
