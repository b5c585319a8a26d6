import type { OpenAPIHono } from '@hono/zod-openapi';
import { SECURITY_SCHEMES } from '@hs/contracts/common';
import { ID_TOKEN_LIFETIME } from './auth/auth.ts';
import type { AppEnv } from './context.ts';
import { JSON_BODY_LIMIT_BYTES, bodyLimitFor, describeSize } from './middleware/body-limit.ts';
import { APP_VERSION } from './version.ts';

const DESCRIPTION = `Every answer is JSON with \`success\`; a failure carries \`errorMessage\` (English), its \`code\` (which decides the status) and a stable \`reason\` with its \`params\` (the ErrorResponse schema).

## Errors

\`reason\` says why a request failed as a key of the form \`area.name\` (\`coupon.usedUp\`, \`package.required\`, \`package.tooManyStyles\` with \`params.max\`, \`auth.locked\` with \`params.seconds\`, \`input.invalid\` with \`params.field\`). Reasons do not change meaning between versions; show your own text for the ones you know, and \`errorMessage\` for the rest. The identity provider under \`/api/auth/*\` answers its own shape (\`code\`, \`message\`) and adds \`reason\` and \`params\` to the refusals of this server (\`auth.tooManyAttempts\`, \`auth.locked\`, \`auth.untrustedOrigin\`).

## Signing in

1. Sign in with the identity provider under \`/api/auth/*\`: \`POST /api/auth/sign-up/email\` and \`POST /api/auth/sign-in/email\` (\`email\`, \`password\`), \`POST /api/auth/sign-in/magic-link\`, or \`POST /api/auth/sign-in/anonymous\`. It answers with a session cookie.
2. With that cookie, \`GET /api/auth/token\` answers \`{ "token": "..." }\`: a JWT that lasts ${ID_TOKEN_LIFETIME.replace(/m$/, ' minutes')}. Its \`sub\` is your user id.
3. Send the token as the \`idToken\` header and your user id as the \`uid\` header on every operation that needs sign-in (the security schemes \`uid\` and \`idToken\`, always together). Fetch a new token before it ends: an expired or wrong one answers 401 with \`errorMessage: "Incorrect token"\`.

## Bodies

Bodies are JSON of at most ${describeSize(JSON_BODY_LIMIT_BYTES)} unless an operation says otherwise; photos are sent as \`multipart/form-data\`, at most 25 MB a photo. A NUL byte anywhere in the URL or a JSON body answers 400.`;

export const OPENAPI_INFO = {
  title: 'Headshot Studio API',
  version: APP_VERSION,
  description: DESCRIPTION,
};

type Document = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;
type Operation = {
  parameters?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  security?: unknown[];
  responses?: Record<string, unknown>;
};

/** Needs sign-in: no requirement in its security is empty ({} means "or signed out"). */
const requiresSignIn = (op: Operation) =>
  Boolean(op.security?.length) &&
  (op.security ?? []).every((requirement) => Object.keys(requirement as object).length > 0);

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
});

/**
 * The answers every operation may give whatever its contract says, added where the contract
 * leaves them out: the input layer's 400, the sign-in check's 401, the body limit's 413,
 * the media-type check's 415, and a default for anything else (issue 13 item 6).
 */
function completeResponses(path: string, method: string, op: Operation) {
  // No security: anyone may call it (redocly's security-defined wants it said).
  op.security ??= [];
  const given = op.responses ?? {};
  const added: Record<string, unknown> = {};
  const hasInput = Boolean(op.parameters?.length || op.requestBody);
  if (hasInput)
    added['400'] = errorAnswer(
      'The input does not fit this operation; the message says which field',
    );
  added['401'] = errorAnswer(
    requiresSignIn(op)
      ? 'Not signed in, or an incorrect token'
      : 'uid and idToken were sent but are not a valid pair',
  );
  if (BODY_METHODS.has(method)) {
    added['413'] = errorAnswer(`The body is larger than ${describeSize(bodyLimitFor(path))}`);
  }
  const mediaTypes = Object.keys(op.requestBody?.content ?? {});
  if (mediaTypes.length) {
    added['415'] = errorAnswer(`The body is not sent as ${mediaTypes.join(' or ')}`);
  }
  const all: Record<string, unknown> = { ...added, ...given };
  const statuses = Object.keys(all).sort();
  op.responses = {
    ...Object.fromEntries(statuses.map((s) => [s, all[s]])),
    default: given.default ?? errorAnswer('Any other failure'),
  };
}

/** The API's OpenAPI 3.1 document: the contracts, the sign-in schemes and the common answers. */
export function openApiDocument(api: OpenAPIHono<AppEnv>): Document {
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    api.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  }
  const document = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: OPENAPI_INFO,
    servers: [{ url: '/api', description: 'This server' }],
  });
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      completeResponses(path, method, op);
    }
  }
  return document;
}
