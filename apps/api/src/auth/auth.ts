import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { anonymous, jwt, magicLink } from 'better-auth/plugins';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '@hs/db/database';
import {
  appUser,
  authAccount,
  authJwks,
  authSession,
  authUser,
  authVerification,
} from '@hs/db/schema';
import { normalizeEmail } from '@hs/domain/email';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hs/domain/password';
import type { Mailer } from '../mail/mailer.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { passwordHashing } from './password-hashing.ts';
import { impersonation } from './impersonation.ts';
import {
  existingAccountMail,
  magicLinkMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../mail/templates.ts';

/** The header the server sets from the socket (or a trusted proxy) for rate limiting. */
export const CLIENT_IP_HEADER = 'x-hs-client-ip';
export const ID_TOKEN_ISSUER = 'headshot-studio';
export const ID_TOKEN_AUDIENCE = 'headshot-studio-api';
export const ID_TOKEN_LIFETIME = '15m';
// spec 000 section 3: anonymous users have a uid starting with anon_.
export const ANONYMOUS_UID_PREFIX = 'anon_';

/** Decision 037: what a session opened as someone may not do to their sign-in. */
const REFUSED_WHILE_IMPERSONATING = new Set([
  '/change-password',
  '/set-password',
  '/change-email',
  '/update-user',
  '/delete-user',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/revoke-session',
  '/link-social',
  '/unlink-account',
]);

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
  /** Origins besides baseUrl's that may call it (sign-in from 127.0.0.1, another domain). */
  trustedOrigins: string[];
  secret: string;
  google?: { clientId: string; clientSecret: string } | undefined;
  linkedin?: { clientId: string; clientSecret: string } | undefined;
}

/** Body fields that name an address: sign-up, sign-in, magic link, reset, verification, change. */
const ADDRESS_FIELDS = ['email', 'newEmail'] as const;

/** Decision 068: the body with its addresses normalised, or null when it has none to change. */
function withNormalisedAddresses(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  let changed: Record<string, unknown> | null = null;
  for (const field of ADDRESS_FIELDS) {
    const value = fields[field];
    if (typeof value !== 'string' || normalizeEmail(value) === value) continue;
    changed = { ...(changed ?? fields), [field]: normalizeEmail(value) };
  }
  return changed;
}

/** The embedded identity provider (better-auth) under /api/auth. */
export function createAuth(o: AuthOptions) {
  return betterAuth({
    appName: 'Headshot Studio',
    baseURL: o.baseUrl,
    basePath: '/api/auth',
    trustedOrigins: o.trustedOrigins,
    secret: o.secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(o.db, {
      provider: 'pg',
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        jwks: authJwks,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up answers the same for known and unknown emails; the owner gets a mail.
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing(),
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url, token }) =>
        o.mailer.send(resetPasswordMail(user.email, url, token)),
      onExistingUserSignUp: async ({ user }) =>
        o.mailer.send(existingAccountMail(user.email, `${o.baseUrl}/auth/login`)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url, token }) =>
        o.mailer.send(verifyEmailMail(user.email, url, token)),
    },
    // issue 18 item 3: a new address is used only once its owner confirms it from the mail
    // sent to it (better-auth's change-email flow: sendVerificationEmail to the new address).
    user: { changeEmail: { enabled: true } },
    socialProviders: {
      ...(o.google ? { google: o.google } : {}),
      ...(o.linkedin ? { linkedin: o.linkedin } : {}),
    },
    account: { accountLinking: { enabled: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Limits per address and per account are applied in front of better-auth (gate.ts).
    rateLimit: { enabled: false },
    advanced: {
      // Checked under test runners too (better-auth skips it there by default).
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomBytes(16).toString('hex') },
    },
    hooks: {
      // A password change always ends every other session (and so its id tokens).
      before: createAuthMiddleware(async (ctx) => {
        const normalised = withNormalisedAddresses(ctx.body);
        if (REFUSED_WHILE_IMPERSONATING.has(ctx.path)) {
          const current = await getSessionFromCtx(ctx);
          if (
            (current?.session as { impersonatedBy?: string | null } | undefined)?.impersonatedBy
          ) {
            throw new APIError('FORBIDDEN', { message: 'Not while signed in as this user' });
          }
        }
        if (ctx.path === '/change-password' && ctx.body && typeof ctx.body === 'object') {
          return { context: { body: { ...(normalised ?? ctx.body), revokeOtherSessions: true } } };
        }
        return normalised ? { context: { body: normalised } } : undefined;
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const isAnonymous = (user as { isAnonymous?: boolean }).isAnonymous === true;
            // A social sign-in's address too (decision 068).
            if (!isAnonymous) return { data: { ...user, email: normalizeEmail(user.email) } };
            return {
              data: { ...user, id: `${ANONYMOUS_UID_PREFIX}${randomBytes(12).toString('hex')}` },
            };
          },
        },
        // A confirmed change of e-mail reaches the product's user row (receipts, invoices).
        update: {
          before: async (user) =>
            typeof user.email === 'string'
              ? { data: { ...user, email: normalizeEmail(user.email) } }
              : undefined,
          after: async (user) => {
            await o.db
              .update(appUser)
              .set({ email: user.email, updatedAt: new Date() })
              .where(and(eq(appUser.uid, user.id), ne(appUser.email, user.email)));
          },
        },
      },
    },
    plugins: [
      impersonation({
        // Decision 037: the stop is in the audit trail however the session ends.
        onSignOut: async ({ staffUid, targetUid, sessionId }) => {
          const [staff] = await o.db
            .select({ email: appUser.email, adminRole: appUser.adminRole })
            .from(appUser)
            .where(eq(appUser.uid, staffUid));
          await recordStaffAction(
            o.db,
            { uid: staffUid, email: staff?.email ?? '', role: staff?.adminRole ?? '' },
            {
              action: 'impersonation.stop',
              targetType: 'user',
              targetId: targetUid,
              before: { sessionId },
              after: { restored: false, signedOut: true },
            },
          );
        },
      }),
      anonymous({
        emailDomainName: 'anonymous.invalid',
        // spec: an anonymous account upgraded to a real one keeps its data.
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          const [existing] = await o.db
            .select({ uid: appUser.uid })
            .from(appUser)
            .where(eq(appUser.uid, newUser.user.id));
          if (existing) return;
          await o.db
            .update(appUser)
            .set({ uid: newUser.user.id, email: newUser.user.email, updatedAt: new Date() })
            .where(eq(appUser.uid, anonymousUser.user.id));
        },
      }),
      magicLink({
        expiresIn: 600,
        sendMagicLink: async ({ email, url, token }) =>
          o.mailer.send(magicLinkMail(email, url, token)),
      }),
      jwt({
        jwt: {
          issuer: ID_TOKEN_ISSUER,
          audience: ID_TOKEN_AUDIENCE,
          expirationTime: ID_TOKEN_LIFETIME,
          // The session id lets the API refuse tokens of sessions that have ended.
          definePayload: ({ user, session }) => ({
            sid: session.id,
            email: user.email,
            anon: (user as { isAnonymous?: boolean }).isAnonymous === true,
          }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
