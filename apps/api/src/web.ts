import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PageContext } from '@hs/contracts/page-context';

/** A page request's load context: the page context, and the CSP nonce of its inline scripts. */
export type WebContext = PageContext & { cspNonce?: string | undefined };

export interface WebHandler {
  clientDir: string;
  handle(request: Request, context: WebContext): Promise<Response>;
}

/** Loads the React Router production build (apps/web/build) and answers page requests. */
export async function loadWebHandler(buildDir: string): Promise<WebHandler> {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing). Run \`npm run build\`.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  return {
    clientDir: join(buildDir, 'client'),
    handle: (request, context) => handler(request, context as never),
  };
}
