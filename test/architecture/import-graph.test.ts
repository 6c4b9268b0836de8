// The architecture as a test: the kernel (src/) reaches formats and countries only through the plugin
// loading point, the SDK (plugins/) imports only core/ and its own contracts, core/ imports nothing outside
// core/, schematron/ is format-neutral and reached by the kernel only through its entries, and no cycle of
// runtime imports exists anywhere in the project.
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, layerViolations, PLUGIN_LOADING_POINT } from './import-graph.js';

const graph = importGraph();

/**
 * Known breaks of the layering that a change on its way removes, each as `from → to`; none today. The test
 * fails while an entry is no longer needed, so the list cannot go stale.
 */
const PENDING: string[] = [];

describe('the import graph', () => {
  it('covers the project (a walk that found nothing would prove nothing)', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get(PLUGIN_LOADING_POINT)?.map((e) => e.target)).toEqual(expect.arrayContaining(['formats/index.ts', 'countries/index.ts']));
  });

  it('keeps the layers: core/ ← plugins/ ← formats/, countries/; the kernel reaches plugins through the registry and schematron/ through its entries', () => {
    const violations = layerViolations(graph);
    const pending = violations.filter((v) => PENDING.some((p) => v.startsWith(`${p}:`)));
    expect(violations.filter((v) => !pending.includes(v))).toEqual([]);
    expect(
      PENDING.filter((p) => !pending.some((v) => v.startsWith(`${p}:`))),
      'PENDING entries no longer needed',
    ).toEqual([]);
  });

  it('has no cycle of runtime imports', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('detects what it forbids', () => {
    const probe = new Map([
      ['core/a.ts', [{ target: 'src/b.ts', typeOnly: true }]],
      ['plugins/c.ts', [{ target: 'src/schemas/d.ts', typeOnly: false }]],
      ['src/e.ts', [{ target: 'countries/de/index.ts', typeOnly: false }]],
      ['src/f.ts', [{ target: 'src/g.ts', typeOnly: false }]],
      ['src/g.ts', [{ target: 'src/f.ts', typeOnly: false }]],
      ['src/h.ts', [{ target: 'src/i.ts', typeOnly: true }]],
      ['src/i.ts', [{ target: 'src/h.ts', typeOnly: false }]],
      ['core/j.test.ts', [{ target: 'test/helpers/k.ts', typeOnly: false }]],
      ['schematron/l.ts', [{ target: 'formats/ubl/m.ts', typeOnly: true }]],
      ['schematron/n.ts', [{ target: 'plugins/contracts.ts', typeOnly: true }]],
      ['src/o.ts', [{ target: 'schematron/runtime/p.ts', typeOnly: false }]],
      ['src/q.ts', [{ target: 'schematron/index.ts', typeOnly: false }]],
    ]);
    expect(layerViolations(probe).map((v) => v.split(':')[0])).toEqual([
      'core/a.ts → src/b.ts',
      'plugins/c.ts → src/schemas/d.ts',
      'schematron/l.ts → formats/ubl/m.ts',
      'src/e.ts → countries/de/index.ts',
      'src/o.ts → schematron/runtime/p.ts',
    ]);
    expect(importCycles(probe)).toEqual([['src/f.ts', 'src/g.ts']]);
  });
});
