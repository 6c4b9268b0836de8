// The API reference as HTML, rendered from the OpenAPI document: per operation its parameters, request
// body, responses and a curl command; per schema a table of its fields (type, required, business term,
// code list, example). Descriptions are Markdown. Pure: document in, HTML out.
import { Marked } from 'marked';

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked as untyped JSON.
type Json = Record<string, any>;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

// Descriptions are the project's own text, but raw HTML in them is still shown as text, never as markup.
const markdown = new Marked({ async: false, gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } });
const md = (text: string | undefined) => (text ? (markdown.parse(text) as string) : '');
export const mdInline = (text: string | undefined) => (text ? (markdown.parseInline(text) as string) : '');

const refName = (ref: string) => ref.split('/').pop()!;
const anchor = (kind: string, name: string) => `${kind}-${name.replace(/[^A-Za-z0-9_.-]/g, '_')}`;

/** A schema's type in words, with links to named schemas. */
function typeOf(schema: Json | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return `<a href="#${anchor('schema', refName(schema.$ref))}">${escapeHtml(refName(schema.$ref))}</a>`;
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return schema[key].map((s: Json) => typeOf(s)).join(' or ');
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return typeOf(schema.allOf[0]);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v: unknown) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(', ')}`;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return types
    .map((t: string) =>
      t === 'array' ? `list of ${typeOf(schema.items)}` : t === 'string' && schema.format ? `string (${escapeHtml(schema.format)})` : escapeHtml(t),
    )
    .join(' or ');
}

function constraints(schema: Json): string {
  const parts: string[] = [];
  if (schema.pattern) parts.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  if (schema.minLength !== undefined && schema.minLength > 1) parts.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.minItems !== undefined) parts.push(`at least ${schema.minItems} entries`);
  if (schema.maxItems !== undefined) parts.push(`at most ${schema.maxItems} entries`);
  if (schema.default !== undefined) parts.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  return parts.join('; ');
}

function example(schema: Json): string {
  const value = schema.example ?? schema.examples?.[0];
  return value === undefined ? '' : `<code>${escapeHtml(JSON.stringify(value))}</code>`;
}

function schemaTable(name: string, schema: Json): string {
  const required = new Set<string>(schema.required ?? []);
  const rows = Object.entries<Json>(schema.properties ?? {})
    .map(([field, property]) => {
      const target = property.$ref ? '' : mdInline(property.description);
      const rules = property.$ref ? '' : constraints(property);
      return `<tr id="${anchor('field', `${name}.${field}`)}"><td><code>${escapeHtml(field)}</code></td><td>${typeOf(property)}</td><td>${required.has(field) ? 'required' : 'optional'}</td><td>${target}${rules ? `<br><small>${rules}</small>` : ''}</td><td>${property.$ref ? '' : example(property)}</td></tr>`;
    })
    .join('\n');
  const closed = schema.additionalProperties === false ? '<p><small>Other fields are refused (<code>unknown_field</code>).</small></p>' : '';
  const body = rows
    ? `<table><thead><tr><th>Field</th><th>Type</th><th></th><th>Meaning</th><th>Example</th></tr></thead><tbody>${rows}</tbody></table>${closed}`
    : `<p>Type: ${typeOf(schema)}</p>`;
  return `<section class="schema" id="${anchor('schema', name)}"><h3>${escapeHtml(name)}</h3>${md(schema.description)}${body}</section>`;
}

/** A curl command for the operation, with its example body. */
function curl(path: string, method: string, op: Json): string {
  const secured = Array.isArray(op.security) && op.security.length > 0;
  const media = op.requestBody?.content?.['application/json'];
  const body = media?.example ?? (media?.examples ? Object.values<Json>(media.examples)[0]?.value : undefined);
  const lines = [`curl -s -X ${method.toUpperCase()} "$EINVOICE_URL${path.replace(/\{([^}]+)\}/g, '<$1>')}"`];
  if (secured) lines.push(`  -H "X-API-Key: $KEY"`);
  if (media) lines.push(`  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(body ?? {}).replace(/'/g, "'\\''")}'`);
  return `<pre class="curl"><code>${escapeHtml(lines.join(' \\\n'))}</code></pre>`;
}

function operation(path: string, method: string, op: Json): string {
  const params = (op.parameters ?? []) as Json[];
  const paramRows = params
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${typeOf(p.schema)}</td><td>${p.required ? 'required' : 'optional'}</td><td>${mdInline(p.description ?? p.schema?.description)}</td></tr>`,
    )
    .join('');
  const media = op.requestBody?.content?.['application/json'];
  const responses = Object.entries<Json>(op.responses ?? {})
    .map(([status, response]) => {
      const content = Object.entries<Json>(response.content ?? {})
        .map(([type, m]) => `${escapeHtml(type)}: ${m.schema?.properties?.data ? typeOf(m.schema.properties.data) : typeOf(m.schema)}`)
        .join('<br>');
      const headers = Object.keys(response.headers ?? {})
        .map((h) => `<code>${escapeHtml(h)}</code>`)
        .join(', ');
      return `<tr><td>${escapeHtml(status)}</td><td>${mdInline(response.description)}</td><td>${content}</td><td>${headers}</td></tr>`;
    })
    .join('');
  const id = op.operationId ?? `${method}${path}`;
  return `<details class="operation" id="${anchor('op', id)}" data-path="${escapeHtml(path)}" data-method="${escapeHtml(method)}">
<summary><span class="m ${escapeHtml(method)}">${escapeHtml(method)}</span> <code>${escapeHtml(path)}</code> — ${escapeHtml(op.summary ?? '')}</summary>
${md(op.description)}
${paramRows ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th></th><th>Meaning</th></tr></thead><tbody>${paramRows}</tbody></table>` : ''}
${media ? `<h4>Request body</h4><p>${typeOf(media.schema)} (application/json)</p>` : ''}
<h4>Responses</h4><table><thead><tr><th>Status</th><th>Meaning</th><th>Body</th><th>Headers</th></tr></thead><tbody>${responses}</tbody></table>
<h4>curl</h4>${curl(path, method, op)}
<div class="try"></div>
</details>`;
}

/** The whole reference: operations by tag, then every schema. */
export function renderReference(doc: Json): string {
  const byTag = new Map<string, string[]>();
  for (const tag of (doc.tags ?? []) as Json[]) byTag.set(tag.name, []);
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(item)) {
      const tag = op.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operation(path, method, op));
    }
  }
  const tagText = new Map(((doc.tags ?? []) as Json[]).map((t) => [t.name, t.description as string | undefined]));
  const operations = [...byTag]
    .filter(([, ops]) => ops.length > 0)
    .map(([tag, ops]) => `<section><h3 id="${anchor('tag', tag)}">${escapeHtml(tag)}</h3>${md(tagText.get(tag))}${ops.join('\n')}</section>`)
    .join('\n');
  const schemas = Object.entries<Json>(doc.components?.schemas ?? {})
    .map(([name, schema]) => schemaTable(name, schema))
    .join('\n');
  return `<section id="operations"><h2>Operations</h2>${operations}</section>
<section id="schemas"><h2>Schemas</h2><p>Every request and response body, field by field. Invoice fields name their EN 16931 business term (BT) or group (BG).</p>${schemas}</section>`;
}
