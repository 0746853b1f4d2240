import type { Hono } from 'hono';
import { openAPIRouteHandler } from 'hono-openapi';
import type { AppEnv } from '#server/context';

/**
 * GET /api/openapi.json is generated from the routes and the valibot schemas that validate
 * them; /api/docs renders it with a small script of our own (no CDN, so it works offline and
 * under the strict Content-Security-Policy).
 */
export function mountDocs(api: Hono<AppEnv>, version: string) {
  api.get(
    '/openapi.json',
    openAPIRouteHandler(api, {
      documentation: {
        info: {
          title: 'Mashwara API',
          version,
          description:
            'REST API of Mashwara. Every answer uses the envelope { success, data, message }.',
        },
        // Paths are listed relative to this server, so /auth/login is called as /api/auth/login.
        servers: [{ url: '/api' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      defaultValidationErrorResponse: {
        description: 'Invalid input: message is the first field error; errors lists them all',
        content: { 'application/json': { schema: FAILURE_SCHEMA } },
      },
    }),
  );
  api.get('/docs', (c) => c.html(DOCS_HTML));
  api.get('/docs/docs.js', (c) =>
    c.body(DOCS_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
}

/** The failure envelope of ADR 082. */
const FAILURE_SCHEMA = {
  type: 'object' as const,
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean' as const, enum: [false] },
    message: { type: 'string' as const },
    code: { type: 'string' as const },
    errors: {
      type: 'array' as const,
      items: {
        type: 'object' as const,
        required: ['path', 'message'],
        properties: { path: { type: 'string' as const }, message: { type: 'string' as const } },
      },
    },
  },
};

const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mashwara API reference</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#12312e;background:#f6faf9}
header{background:#0f766e;color:#fff;padding:1rem 2rem}main{max-width:960px;margin:0 auto;padding:1rem 2rem}
section{background:#fff;border:1px solid #d5e6e3;border-radius:8px;margin:.75rem 0;padding:.75rem 1rem}
.m{display:inline-block;min-width:4.5rem;font-weight:700;font-family:monospace}.p{font-family:monospace}
details pre{background:#f0f5f4;padding:.5rem;overflow:auto;font-size:.8rem}h2{margin-top:2rem}
</style></head><body><header><h1>Mashwara API reference</h1><p>Generated from <a style="color:#fff" href="/api/openapi.json">/api/openapi.json</a></p></header>
<main id="root"><p>Loading…</p></main><script src="/api/docs/docs.js"></script></body></html>`;

const DOCS_JS = `(async () => {
  const root = document.getElementById('root');
  const spec = await (await fetch('/api/openapi.json')).json();
  const el = (tag, text, cls) => { const e = document.createElement(tag); if (text) e.textContent = text; if (cls) e.className = cls; return e; };
  root.textContent = '';
  const byTag = {};
  for (const [path, ops] of Object.entries(spec.paths || {})) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = (op.tags && op.tags[0]) || 'Other';
      (byTag[tag] = byTag[tag] || []).push({ path, method, op });
    }
  }
  for (const tag of Object.keys(byTag).sort()) {
    root.appendChild(el('h2', tag));
    for (const { path, method, op } of byTag[tag]) {
      const s = el('section');
      const h = el('div'); h.appendChild(el('span', method.toUpperCase(), 'm')); h.appendChild(el('span', '/api' + path, 'p'));
      s.appendChild(h);
      if (op.summary) s.appendChild(el('p', op.summary));
      const body = op.requestBody && op.requestBody.content;
      const params = op.parameters;
      if (body || params) {
        const d = el('details'); d.appendChild(el('summary', 'Request'));
        d.appendChild(el('pre', JSON.stringify(body || params, null, 2)));
        s.appendChild(d);
      }
      root.appendChild(s);
    }
  }
})();`;
