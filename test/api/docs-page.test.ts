// GET /docs as a reader uses it: every operation with its parameters, responses and a curl command; every
// schema field by field with its business term; Markdown rendered, never shown raw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { escapeHtml, mdInline } from '../../src/routes/docs-reference.js';

let server: TestServer;
let page: string;
let doc: any;
beforeAll(async () => {
  server = await startServer();
  page = (await server.call('GET', '/docs')).body as string;
  doc = (await server.call('GET', '/v1/openapi.json')).body;
});
afterAll(() => server.close());

const section = (id: string) => {
  const start = page.indexOf(`id="${id}"`);
  expect(start, id).toBeGreaterThan(0);
  return page.slice(
    start,
    page.indexOf('</details>', start) > 0 && id.startsWith('op-') ? page.indexOf('</details>', start) : page.indexOf('</section>', start),
  );
};

describe('GET /docs', () => {
  it('shows every operation with its responses and a curl command', () => {
    for (const item of Object.values<any>(doc.paths)) {
      for (const op of Object.values<any>(item)) {
        const html = section(`op-${op.operationId}`);
        expect(html).toContain('<h4>Responses</h4>');
        for (const status of Object.keys(op.responses)) expect(html).toContain(`<td>${status}</td>`);
        expect(html).toMatch(/<pre class="curl"><code>curl -s -X (GET|POST)/);
        if (op.requestBody) expect(html).toContain('-d &#39;{');
      }
    }
  });

  it('lists every field of every schema, with the invoice fields naming their business term', () => {
    for (const [name, schema] of Object.entries<any>(doc.components.schemas)) {
      for (const field of Object.keys(schema.properties ?? {})) expect(page, `${name}.${field}`).toContain(`id="field-${name}.${field}"`);
    }
    const unit = page.slice(page.indexOf('id="field-InvoiceLine.unit"'));
    expect(unit.slice(0, unit.indexOf('</tr>'))).toMatch(/BT-130.*UN\/ECE Recommendation 20.*<code>&quot;C62&quot;<\/code>/s);
    expect(section('schema-Invoice')).toContain('Other fields are refused');
  });

  it("shows each field's description and example, the fields of nested objects and list entries, and form fields", () => {
    const row = (id: string) => {
      const start = page.indexOf(`id="${id}"`);
      expect(start, id).toBeGreaterThan(0);
      return page.slice(start, page.indexOf('</tr>', start));
    };
    for (const [name, schema] of Object.entries<any>(doc.components.schemas)) {
      for (const [field, property] of Object.entries<any>(schema.properties ?? {})) {
        const html = row(`field-${name}.${field}`);
        const description = property.description ?? doc.components.schemas[property.$ref.split('/').pop()].description;
        expect(html, `${name}.${field}`).toContain(mdInline(description));
        if (typeof property.example === 'string') expect(html, `${name}.${field} example`).toContain(escapeHtml(JSON.stringify(property.example)));
      }
    }
    // An inline object's fields (here the entries of RuleSetInfo.artefacts) get rows of their own.
    for (const [field, property] of Object.entries<any>(doc.components.schemas.RuleSetInfo.properties.artefacts.items.properties)) {
      expect(row(`field-RuleSetInfo.artefacts__.${field}`)).toContain(mdInline(property.description));
    }
    // The form fields of a multipart upload are listed with the operation.
    const form = doc.paths['/v1/validate'].post.requestBody.content['multipart/form-data'].schema;
    for (const [field, property] of Object.entries<any>(form.properties)) {
      expect(row(`field-validateDocument.multipart_form-data.${field}`)).toContain(mdInline(property.description));
    }
  });

  it('renders Markdown: no backtick or table syntax reaches the reader', () => {
    const text = page.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<script[\s\S]*?<\/script>/g, '');
    expect(text).not.toContain('`');
    expect(text).not.toMatch(/\|---\|/);
    expect(page).toContain('<code>pdf</code>');
  });
});
