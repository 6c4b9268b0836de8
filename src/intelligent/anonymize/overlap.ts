// When recognizers disagree about a stretch of text, one span wins: the higher score, then the longer
// span. A lower-scoring span that strictly contains a winner of a softer type (a company name around a
// person's name) still wins, because replacing only part of a name would leak the rest.
import type { Span } from './span.js';

const SOFT_TYPES = new Set(['PERSON', 'COMPANY_NAME', 'LOCATION']);

function contains(outer: Span, inner: Span): boolean {
  return outer.start <= inner.start && outer.end >= inner.end && outer.end - outer.start > inner.end - inner.start;
}

export function resolveOverlaps(spans: Span[]): Span[] {
  const valid = spans.filter((s) => s.end > s.start);
  // Soft spans fully inside a longer soft span give way to it before the ranking below.
  const absorbed = new Set<Span>();
  for (const outer of valid) {
    if (!SOFT_TYPES.has(outer.type)) continue;
    for (const inner of valid) {
      if (inner !== outer && SOFT_TYPES.has(inner.type) && contains(outer, inner) && outer.score >= inner.score - 0.25) absorbed.add(inner);
    }
  }
  const ranked = valid
    .filter((s) => !absorbed.has(s))
    .sort((a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Span[] = [];
  for (const candidate of ranked) {
    if (kept.some((k) => k.start < candidate.end && candidate.start < k.end)) continue;
    kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start);
}
