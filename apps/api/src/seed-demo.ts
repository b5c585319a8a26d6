import { eq } from 'drizzle-orm';
import { appUser, authUser, member, organization } from '@hs/db/schema';
import type { CustomerRole, StaffRole } from '@hs/domain/roles';
import { STAFF_ROLES } from '@hs/domain/roles';
import type { Services } from './context.ts';

// Shown by `npm start`; set SEED_DEMO_ACCOUNTS=false on a real deployment.
export const DEMO_PASSWORD = 'demo-headshots-2026';
export const DEMO_ORGANIZATION_ID = 'demo-organization';

export interface DemoAccount {
  email: string;
  name: string;
  role: CustomerRole;
  adminRole: StaffRole | null;
  inOrganization: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'user@demo.example.com',
    name: 'Uma User',
    role: 'User',
    adminRole: null,
    inOrganization: false,
  },
  {
    email: 'lead@demo.example.com',
    name: 'Lea Lead',
    role: 'TeamLead',
    adminRole: null,
    inOrganization: true,
  },
  {
    email: 'member@demo.example.com',
    name: 'Max Member',
    role: 'TeamMember',
    adminRole: null,
    inOrganization: true,
  },
  ...STAFF_ROLES.map((adminRole) => ({
    email: `${adminRole}@demo.example.com`,
    name: `${adminRole[0]?.toUpperCase()}${adminRole.slice(1)} Staff`,
    role: 'User' as const,
    adminRole,
    inOrganization: false,
  })),
];

/** Creates the demo accounts that do not exist yet (verified emails, password sign-in). */
export async function seedDemoAccounts(services: Services): Promise<number> {
  const { db } = services.database;
  const ctx = await services.auth.$context;
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: authUser.id })
      .from(authUser)
      .where(eq(authUser.email, account.email));
    if (existing) continue;
    const user = await ctx.internalAdapter.createUser(
      {
        email: account.email,
        name: account.name,
        emailVerified: true,
      },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await ctx.password.hash(DEMO_PASSWORD),
    });
    if (account.inOrganization) {
      await db
        .insert(organization)
        .values({ id: DEMO_ORGANIZATION_ID, slug: DEMO_ORGANIZATION_ID, name: 'Demo Company' })
        .onConflictDoNothing();
    }
    await db.insert(appUser).values({
      uid: user.id,
      email: account.email,
      displayName: account.name,
      role: account.role,
      adminRole: account.adminRole,
      organizationId: account.inOrganization ? DEMO_ORGANIZATION_ID : null,
      isTestUser: true,
    });
    if (account.inOrganization) {
      // decision 026: the lead is the organization's owner, the member one of its members.
      await db.insert(member).values({
        id: `${DEMO_ORGANIZATION_ID}:${user.id}`,
        organizationId: DEMO_ORGANIZATION_ID,
        userId: user.id,
        role: account.role === 'TeamLead' ? 'owner' : 'member',
      });
    }
    created++;
  }
  return created;
}
