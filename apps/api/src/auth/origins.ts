/** What the person (often the operator trying the server) reads when better-auth refuses an origin. */
export function refusedOriginMessage(origin: string | null, baseUrl: string): string {
  const address = origin ? `This address (${origin})` : 'This address';
  return `${address} is not a trusted origin of this server: add it to TRUSTED_ORIGINS or open ${new URL(baseUrl).origin}`;
}

/** The origin the browser sent (Origin, else Referer), or null when it sent none. */
function requestOrigin(request: Request): string | null {
  const sent = request.headers.get('origin') ?? request.headers.get('referer');
  const origin = sent ? URL.parse(sent)?.origin : undefined;
  return origin && origin !== 'null' ? origin : null;
}

/**
 * better-auth answers a request from an untrusted origin with 403 INVALID_ORIGIN and
 * "Invalid origin"; the answer is kept and its message says what to set instead.
 */
export async function explainRefusedOrigin(
  request: Request,
  response: Response,
  baseUrl: string,
): Promise<Response> {
  if (response.status !== 403) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code !== 'INVALID_ORIGIN') return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const origin = requestOrigin(request);
  const message = refusedOriginMessage(origin, baseUrl);
  const params = { origin: origin ?? '', url: new URL(baseUrl).origin };
  return new Response(
    JSON.stringify({ ...body, message, reason: 'auth.untrustedOrigin', params }),
    {
      status: 403,
      headers,
    },
  );
}
