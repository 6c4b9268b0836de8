// GET /docs: the API reference, rendered on the server from the OpenAPI document (operations, parameters,
// request and response schemas field by field, curl commands, error codes), plus a small script that adds a
// "Send" form to each operation. Self-contained (no CDN), so it works offline and on every runtime, under a
// restrictive Content-Security-Policy.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context.js';
import { ERROR_CODES } from '../http/error-codes.js';
import { mdInline, renderReference } from './docs-reference.js';

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function errorTable(): string {
  const rows = Object.entries(ERROR_CODES)
    .map(
      ([code, info]) =>
        `<tr id="error-${code}"><td>${info.status}</td><td><code>${code}</code></td><td>${mdInline(info.meaning)}</td><td>${mdInline(info.suggestion ?? '')}</td></tr>`,
    )
    .join('\n');
  return `<table><thead><tr><th>Status</th><th>Code</th><th>Meaning</th><th>What to do</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>E-invoicing API reference</title><link rel="stylesheet" href="/docs/style.css"></head>
<body><header><h1>E-invoicing API</h1><p>Every endpoint under <code>/v1</code> needs an <code>X-API-Key</code>.
The machine-readable description is <a href="/v1/openapi.json">/v1/openapi.json</a> (OpenAPI 3.1).</p>
<label>API key <input id="api-key" type="password" autocomplete="off" placeholder="eik_…"></label></header>
<nav><a href="#operations">Operations</a> · <a href="#schemas">Schemas</a> · <a href="#errors">Error codes</a></nav>
<main>__REFERENCE__
<section><h2 id="errors">Error codes</h2><p>Errors come as <code>{"error": {code, message, status, request_id, …}}</code>.</p>
__ERRORS__</section></main><script src="/docs/app.js"></script></body></html>`;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24}header{padding:1rem 2rem;background:#f3f5f8;border-bottom:1px solid #d8dde3}
main{padding:1rem 2rem;max-width:70rem}details{border:1px solid #d8dde3;border-radius:6px;margin:.5rem 0;padding:.5rem 1rem}
summary{cursor:pointer}.m{display:inline-block;min-width:4.5rem;font-weight:700;text-transform:uppercase}.get{color:#0b6e4f}.post{color:#1f4fa8}
textarea{width:100%;min-height:12rem;font:13px monospace}pre{background:#f6f8fa;padding:.75rem;overflow:auto;max-height:30rem}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #d8dde3;padding:.3rem .5rem;text-align:left;vertical-align:top}input{font:inherit}
nav{padding:.5rem 2rem}.schema{margin:1.5rem 0}h4{margin:1rem 0 .25rem}small{color:#4a5563}`;

const SCRIPT = `'use strict';
const keyInput = document.getElementById('api-key');
keyInput.value = sessionStorage.getItem('einvoice-key') || '';
keyInput.addEventListener('input', () => sessionStorage.setItem('einvoice-key', keyInput.value));
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
}
function exampleOf(op) {
  const media = op.requestBody && op.requestBody.content && op.requestBody.content['application/json'];
  if (!media) return null;
  if (media.example !== undefined) return media.example;
  const first = media.examples && Object.values(media.examples)[0];
  return first ? first.value : {};
}
function tryIt(details, op) {
  const path = details.dataset.path;
  const method = details.dataset.method;
  const params = (op.parameters || []).filter((p) => p.in === 'path' || p.in === 'query');
  const inputs = params.map((p) => el('label', {}, p.name + ' (' + p.in + ') ', el('input', { 'data-name': p.name, 'data-in': p.in, value: p.example !== undefined ? String(p.example) : (p.schema && p.schema.example !== undefined ? String(p.schema.example) : '') })));
  const example = exampleOf(op);
  const body = example === null ? null : el('textarea', {});
  if (body) body.value = JSON.stringify(example, null, 2);
  const out = el('pre', {});
  const send = el('button', { type: 'button' }, 'Send');
  send.addEventListener('click', async () => {
    let url = path;
    const query = new URLSearchParams();
    for (const input of inputs.map((l) => l.querySelector('input'))) {
      if (input.dataset.in === 'path') url = url.replace('{' + input.dataset.name + '}', encodeURIComponent(input.value));
      else if (input.value) query.set(input.dataset.name, input.value);
    }
    if ([...query].length) url += '?' + query;
    const headers = { 'X-API-Key': keyInput.value };
    if (body) headers['Content-Type'] = 'application/json';
    out.textContent = 'Sending…';
    try {
      const res = await fetch(url, { method: method.toUpperCase(), headers, body: body ? body.value : undefined });
      const type = res.headers.get('content-type') || '';
      const text = type.includes('json') ? JSON.stringify(await res.json(), null, 2) : await res.text();
      out.textContent = res.status + ' ' + res.statusText + '\\n\\n' + text;
    } catch (e) { out.textContent = String(e); }
  });
  const slot = details.querySelector('.try');
  slot.append(el('h4', {}, 'Try it'), ...inputs.map((i) => el('div', {}, i)));
  if (body) slot.append(body);
  slot.append(send, out);
}
fetch('/v1/openapi.json').then((r) => r.json()).then((doc) => {
  for (const details of document.querySelectorAll('details.operation')) {
    const op = doc.paths[details.dataset.path] && doc.paths[details.dataset.path][details.dataset.method];
    if (op) tryIt(details, op);
  }
});`;

/** `openApiDocument` gives the document the reference is rendered from (once, on the first request). */
export function docsRoutes(app: Hono<AppEnv>, openApiDocument: () => Record<string, unknown>) {
  let page: string | undefined;
  app.get('/docs', (c) => {
    page ??= PAGE.replace('__ERRORS__', errorTable()).replace('__REFERENCE__', renderReference(openApiDocument()));
    c.header('Content-Security-Policy', CSP);
    return c.html(page);
  });
  app.get('/docs/app.js', (c) => {
    c.header('Content-Security-Policy', CSP);
    return c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  app.get('/docs/style.css', (c) => c.body(STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
}
