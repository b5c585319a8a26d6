import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Offline API reference: Swagger UI served from the installed package, not a CDN.
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Headshot Studio API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

export function docsRoutes() {
  const app = new Hono();
  app.get('/', (c) => c.html(page));
  app.get('/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript' }));
  app.use(
    '/assets/*',
    serveStatic({
      root: swaggerDir,
      rewriteRequestPath: (p) => p.replace(/^\/api\/docs\/assets/, ''),
    }),
  );
  return app;
}
