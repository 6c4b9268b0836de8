// Confidence follows the documented formula: field statuses, line arithmetic, provider ceiling, model signals.
import { describe, expect, it } from 'vitest';
import { computeConfidence, PROVIDER_CEILING } from '../../src/intelligent/parse/confidence.js';
import { FIELD_SPECS } from '../../src/intelligent/parse/field-kinds.js';
import type { Fields } from '../../src/intelligent/parse/fields.js';
import type { FieldStatus } from '../../src/schemas/parse.js';

function fieldsOf(values: Record<string, [string | null, FieldStatus]>): Fields {
  const fields: Fields = new Map();
  for (const [path, [value, status]] of Object.entries(values)) {
    fields.set(path, { value, status, spec: FIELD_SPECS.get(path.replace(/\.\d+\./g, '.*.'))! });
  }
  return fields;
}

const line = (q: string, p: string, n: string, status: FieldStatus = 'extracted') => ({
  'lines.0.quantity': [q, status] as [string, FieldStatus],
  'lines.0.unit_price': [p, status] as [string, FieldStatus],
  'lines.0.net_amount': [n, status] as [string, FieldStatus],
});
const none = { retried: false, truncated: false };

describe('confidence', () => {
  const required = ['invoice_number', 'issue_date', 'lines.0.quantity', 'lines.0.unit_price', 'lines.0.net_amount'];

  it('is the provider ceiling when every required field is written in the text and the lines add up', () => {
    const fields = fieldsOf({ invoice_number: ['A-1', 'extracted'], issue_date: ['2026-11-01', 'extracted'], ...line('2', '10', '20.00') });
    expect(computeConfidence(fields, required, 'model', none)).toBe(PROVIDER_CEILING.model);
    expect(computeConfidence(fields, required, 'offline', none)).toBe(PROVIDER_CEILING.offline);
  });

  it('drops with inferred, default and missing fields, and with lines that do not add up', () => {
    const base = { invoice_number: ['A-1', 'extracted'], issue_date: ['2026-11-01', 'extracted'] } as Record<string, [string | null, FieldStatus]>;
    const full = computeConfidence(fieldsOf({ ...base, ...line('2', '10', '20.00') }), required, 'model', none);
    const inferred = computeConfidence(
      fieldsOf({ ...base, issue_date: ['2026-11-01', 'inferred'], ...line('2', '10', '20.00') }),
      required,
      'model',
      none,
    );
    const missing = computeConfidence(fieldsOf({ ...base, issue_date: [null, 'missing'], ...line('2', '10', '20.00') }), required, 'model', none);
    const wrongSum = computeConfidence(fieldsOf({ ...base, ...line('2', '10', '25.00') }), required, 'model', none);
    expect(inferred).toBeLessThan(full);
    expect(missing).toBeLessThan(inferred);
    expect(wrongSum).toBeLessThan(full);
  });

  it('drops when the model needed the retry or stopped early, and stays within 0 and 1', () => {
    const fields = fieldsOf({ invoice_number: ['A-1', 'extracted'], issue_date: ['2026-11-01', 'extracted'], ...line('2', '10', '20.00') });
    const clean = computeConfidence(fields, required, 'model', none);
    expect(computeConfidence(fields, required, 'model', { retried: true, truncated: false })).toBeLessThan(clean);
    expect(computeConfidence(fields, required, 'model', { retried: false, truncated: true })).toBeLessThan(clean);
    expect(computeConfidence(fieldsOf({}), ['invoice_number'], 'model', { retried: true, truncated: true })).toBe(0);
  });
});
