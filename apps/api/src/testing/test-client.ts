/**
 * A minimal browser stand-in for integration tests: keeps cookies, sends the Origin a
 * browser would, follows no redirects by itself, and calls the API with uid + idToken.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  uid: string | null = null;
  idToken: string | null = null;

  constructor(readonly baseUrl: string) {}

  private store(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith('session_token'));
  }

  async fetch(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.baseUrl}${pathOrUrl}`;
    const headers = new Headers(init.headers);
    headers.set('origin', this.baseUrl);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    if (typeof init.body === 'string' && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }

  /** Follows a link from a mail (verification, magic link) like a browser would. */
  async follow(link: string): Promise<Response> {
    let res = await this.fetch(link);
    for (let i = 0; i < 5 && res.status >= 300 && res.status < 400; i++) {
      const location = res.headers.get('location');
      if (!location || !new URL(location, this.baseUrl).pathname.startsWith('/api/')) break;
      res = await this.fetch(new URL(location, this.baseUrl).toString());
    }
    return res;
  }

  post(path: string, body: unknown) {
    return this.fetch(path, { method: 'POST', body: JSON.stringify(body) });
  }

  async signIn(email: string, password: string): Promise<Response> {
    const res = await this.post('/api/auth/sign-in/email', { email, password });
    if (res.ok) await this.refreshToken();
    return res;
  }

  /** Asks the identity provider for a fresh id token, as the browser does every 5 minutes. */
  async refreshToken(): Promise<string> {
    const res = await this.fetch('/api/auth/token');
    if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    const session = (await (await this.fetch('/api/auth/get-session')).json()) as {
      user: { id: string };
    };
    this.uid = session.user.id;
    this.idToken = token;
    return token;
  }

  /** An API call with the uid and idToken headers. */
  api(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.uid && !headers.has('uid')) headers.set('uid', this.uid);
    if (this.idToken && !headers.has('idToken')) headers.set('idToken', this.idToken);
    return this.fetch(`/api${path}`, { ...init, headers });
  }

  apiPost(path: string, body: unknown) {
    return this.api(path, { method: 'POST', body: JSON.stringify(body) });
  }

  /** A JSON body with any method (PUT, DELETE...). */
  apiSend(method: string, path: string, body: unknown) {
    return this.api(path, { method, body: JSON.stringify(body) });
  }

  /** A new client signed in with e-mail and password; throws when the sign-in fails. */
  static async signedIn(baseUrl: string, email: string, password: string): Promise<TestClient> {
    const client = new TestClient(baseUrl);
    const res = await client.signIn(email, password);
    if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status}`);
    return client;
  }
}

/** The `data` of a 200 answer; anything else throws with the answer's text. */
export async function dataOf<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}
