// The API reference as HTML, rendered from the OpenAPI document: per operation its parameters, request
// bodies (form fields included), responses and a curl command; per schema a table of its fields, nested objects
// and list entries as `field.sub` rows (type, required, business term, code list, example). Descriptions are
// Markdown. Pure: document in, HTML out.
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

/** The object whose fields a value shows: itself, the items of a list, or the non-null branch of an anyOf; none for a reference. */
function inlineObject(schema: Json | undefined): Json | undefined {
  if (!schema || schema.$ref) return undefined;
  if (schema.properties) return schema;
  if (schema.items) return inlineObject(schema.items);
  const branches = ((schema.anyOf ?? schema.oneOf ?? []) as Json[]).filter((b) => b.type !== 'null');
  return branches.length === 1 ? inlineObject(branches[0]) : undefined;
}

/** What a field means: its own description, or for a reference without one the description of the schema it names. */
function meaning(property: Json, schemas: Json): string {
  if (property.$ref) return mdInline(property.description ?? schemas[refName(property.$ref)]?.description);
  const rules = constraints(property);
  return `${mdInline(property.description)}${rules ? `<br><small>${rules}</small>` : ''}`;
}

/** One row per field; the fields of an inline object (a nested object, or the entries of a list) follow as `field.sub` rows. */
function fieldRows(name: string, schema: Json, schemas: Json, prefix = ''): string {
  const required = new Set<string>(schema.required ?? []);
  return Object.entries<Json>(schema.properties ?? {})
    .map(([field, property]) => {
      const path = `${prefix}${field}`;
      const row = `<tr id="${anchor('field', `${name}.${path}`)}"><td><code>${escapeHtml(path)}</code></td><td>${typeOf(property)}</td><td>${required.has(field) ? 'required' : 'optional'}</td><td>${meaning(property, schemas)}</td><td>${property.$ref ? '' : example(property)}</td></tr>`;
      const nested = inlineObject(property);
      const step = property.type === 'array' || (Array.isArray(property.type) && property.type.includes('array')) ? '[].' : '.';
      return nested ? `${row}\n${fieldRows(name, nested, schemas, `${path}${step}`)}` : row;
    })
    .join('\n');
}

function fieldTable(name: string, schema: Json, schemas: Json): string {
  const rows = fieldRows(name, schema, schemas);
  const closed = schema.additionalProperties === false ? '<p><small>Other fields are refused (<code>unknown_field</code>).</small></p>' : '';
  return `<table><thead><tr><th>Field</th><th>Type</th><th></th><th>Meaning</th><th>Example</th></tr></thead><tbody>${rows}</tbody></table>${closed}`;
}

function schemaTable(name: string, schema: Json, schemas: Json): string {
  const body = schema.properties ? fieldTable(name, schema, schemas) : `<p>Type: ${typeOf(schema)}</p>`;
  return `<section class="schema" id="${anchor('schema', name)}"><h3>${escapeHtml(name)}</h3>${md(schema.description)}${body}</section>`;
}

/** The request bodies an operation accepts: JSON by its schema, other media types (a raw document, form fields) described here. */
function requestBodies(id: string, op: Json, schemas: Json): string {
  const content = Object.entries<Json>(op.requestBody?.content ?? {});
  if (content.length === 0) return '';
  const items = content
    .map(([type, media]) => {
      const schema = media.schema ?? {};
      const fields = schema.properties ? fieldTable(`${id}.${type}`, schema, schemas) : '';
      return `<li>${escapeHtml(type)}: ${typeOf(schema)}${schema.$ref ? '' : ` ${mdInline(schema.description)}`}${fields}</li>`;
    })
    .join('');
  return `<h4>Request body</h4><ul>${items}</ul>`;
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

function operation(path: string, method: string, op: Json, schemas: Json): string {
  const params = (op.parameters ?? []) as Json[];
  const paramRows = params
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${typeOf(p.schema)}</td><td>${p.required ? 'required' : 'optional'}</td><td>${mdInline(p.description ?? p.schema?.description)}</td></tr>`,
    )
    .join('');
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
${requestBodies(id, op, schemas)}
<h4>Responses</h4><table><thead><tr><th>Status</th><th>Meaning</th><th>Body</th><th>Headers</th></tr></thead><tbody>${responses}</tbody></table>
<h4>curl</h4>${curl(path, method, op)}
<div class="try"></div>
</details>`;
}

/** The whole reference: operations by tag, then every schema. */
export function renderReference(doc: Json): string {
  const schemas: Json = doc.components?.schemas ?? {};
  const byTag = new Map<string, string[]>();
  for (const tag of (doc.tags ?? []) as Json[]) byTag.set(tag.name, []);
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(item)) {
      const tag = op.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operation(path, method, op, schemas));
    }
  }
  const tagText = new Map(((doc.tags ?? []) as Json[]).map((t) => [t.name, t.description as string | undefined]));
  const operations = [...byTag]
    .filter(([, ops]) => ops.length > 0)
    .map(([tag, ops]) => `<section><h3 id="${anchor('tag', tag)}">${escapeHtml(tag)}</h3>${md(tagText.get(tag))}${ops.join('\n')}</section>`)
    .join('\n');
  const schemaTables = Object.entries<Json>(schemas)
    .map(([name, schema]) => schemaTable(name, schema, schemas))
    .join('\n');
  return `<section id="operations"><h2>Operations</h2>${operations}</section>
<section id="schemas"><h2>Schemas</h2><p>Every request and response body, field by field. Invoice fields name their EN 16931 business term (BT) or group (BG).</p>${schemaTables}</section>`;
}
