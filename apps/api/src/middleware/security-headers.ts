import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppConfig, AppEnv } from '../context.ts';

/** HSTS for a year; only sent when the answer went out over TLS. */
export const HSTS = 'max-age=31536000';

// What Stripe.js and embedded Checkout load, frame and call (Stripe's CSP guidance).
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://checkout.stripe.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://checkout.stripe.com',
  ],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
};

type Csp = NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy'];

/**
 * The page policy: scripts from this server, inline ones only with the request's nonce;
 * Stripe's origins only when its embedded form can be shown (a publishable key is set);
 * no page of ours inside another site's frame.
 */
export function contentSecurityPolicy(config: AppConfig): NonNullable<Csp> {
  const stripe = Boolean(config.billing?.stripe?.publishableKey);
  const files = config.fileOrigins ?? [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, ...(stripe ? STRIPE.script : [])],
    // Style attributes (React's style={...}) cannot carry a nonce.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...files],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...files, ...(stripe ? STRIPE.connect : [])],
    frameSrc: ["'self'", ...(stripe ? STRIPE.frame : [])],
    // The results page zips downloads in fflate's workers, which it starts from blob: URLs.
    workerSrc: ["'self'", 'blob:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** The policy with the nonce source replaced by these script hashes (decision 024). */
export function withScriptHashes(policy: string, hashes: string[]): string {
  return policy.replace(/ 'nonce-[^']*'/, hashes.length ? ` ${hashes.join(' ')}` : '');
}

/** The answer left over TLS: PUBLIC_URL is https, or a trusted proxy says the client used https. */
export function overTls(c: Context<AppEnv>, config: AppConfig): boolean {
  return overTlsBy(config, c.req.header('x-forwarded-proto'));
}

/** `overTls` from the request's `X-Forwarded-Proto` alone (answers made before Hono). */
export function overTlsBy(config: AppConfig, forwardedProto: string | undefined): boolean {
  if (config.baseUrl.startsWith('https:')) return true;
  return config.proxyHops > 0 && forwardedProto?.split(',')[0]?.trim() === 'https';
}

/**
 * The headers `securityHeaders` puts on an answer, taken once from the middleware itself, for
 * answers made in front of it (the public page cache): the CSP comes with a nonce source the
 * caller replaces (`withScriptHashes`); HSTS is the caller's to add (`overTls`).
 */
export async function securityHeaderSet(config: AppConfig): Promise<Record<string, string>> {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders({ ...config, baseUrl: 'http://localhost' }));
  app.get('/', (c) => c.body(null, 204));
  const headers: Record<string, string> = {};
  (await app.request('/')).headers.forEach((value, name) => (headers[name] = value));
  return headers;
}

/**
 * Security headers on every answer: nosniff, frame denial, referrer and opener policies,
 * the CSP and HSTS behind TLS. A page's answer gets a fresh nonce per request
 * (`c.get('secureHeadersNonce')`, handed to the server render); an answer under `/api/`
 * (JSON, files, the API reference without inline scripts) runs no inline script of ours,
 * so its CSP names no nonce and none is made for it (decision 051).
 */
export function securityHeaders(config: AppConfig) {
  const options = {
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: false,
  } as const;
  const policy = contentSecurityPolicy(config);
  const pages = secureHeaders({ ...options, contentSecurityPolicy: policy });
  const api = secureHeaders({
    ...options,
    contentSecurityPolicy: {
      ...policy,
      scriptSrc: policy.scriptSrc?.filter((source) => source !== NONCE),
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    await (c.req.path.startsWith('/api/') ? api : pages)(c, next);
    if (overTls(c, config)) c.res.headers.set('strict-transport-security', HSTS);
  });
}
