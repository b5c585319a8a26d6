// The one Drizzle schema (both drivers, one migration set); tables live by area in schema/.
export * from './schema/auth.ts';
export * from './schema/catalogue.ts';
export * from './schema/email.ts';
export * from './schema/models.ts';
export * from './schema/parameters.ts';
export * from './schema/organizations.ts';
export * from './schema/users.ts';
export * from './schema/headshots.ts';
export * from './schema/billing.ts';
export * from './schema/jobs.ts';
export * from './schema/site.ts';
export * from './schema/analytics.ts';
export * from './schema/reviews.ts';
export * from './schema/changelog.ts';
export * from './schema/studio.ts';
export * from './schema/support.ts';
export * from './schema/public-content.ts';
