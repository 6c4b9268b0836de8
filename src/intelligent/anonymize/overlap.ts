// When recognizers disagree about a stretch of text, one span wins: the higher score, then the longer
// span. A lower-scoring span that strictly contains a winner of a softer type (a company name around a
// person's name) still wins, because replacing only part of a name would leak the rest.
import type { Span } from './span.js';

const SOFT_TYPES = new Set(['PERSON', 'COMPANY_NAME', 'LOCATION']);

function contains(outer: Span, inner: Span): boolean {
  return outer.start <= inner.start && outer.end >= inner.end && outer.end - outer.start > inner.end - inner.start;
}

/** Soft spans lying inside a longer soft span that scores at most 0.25 less. */
function absorbedSoftSpans(spans: Span[]): Set<Span> {
  const soft = spans.filter((s) => SOFT_TYPES.has(s.type)).sort((a, b) => a.start - b.start);
  const absorbed = new Set<Span>();
  for (let i = 0; i < soft.length; i++) {
    const outer = soft[i]!;
    // Candidates start inside the outer span; they are next to it in start order.
    for (let j = i + 1; j < soft.length && soft[j]!.start < outer.end; j++) {
      const inner = soft[j]!;
      if (contains(outer, inner) && outer.score >= inner.score - 0.25) absorbed.add(inner);
    }
    for (let j = i - 1; j >= 0 && soft[j]!.start === outer.start; j--) {
      const inner = soft[j]!;
      if (contains(outer, inner) && outer.score >= inner.score - 0.25) absorbed.add(inner);
    }
  }
  return absorbed;
}

/** Kept spans ordered by start; they never overlap, so their ends are ordered too. */
class Taken {
  private readonly spans: Span[] = [];

  overlaps(s: Span): boolean {
    const i = this.firstEndingAfter(s.start);
    return i < this.spans.length && this.spans[i]!.start < s.end;
  }

  add(s: Span): void {
    this.spans.splice(this.firstEndingAfter(s.start), 0, s);
  }

  sorted(): Span[] {
    return this.spans;
  }

  private firstEndingAfter(offset: number): number {
    let lo = 0;
    let hi = this.spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.spans[mid]!.end <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

export function resolveOverlaps(spans: Span[]): Span[] {
  const valid = spans.filter((s) => s.end > s.start);
  const absorbed = absorbedSoftSpans(valid);
  const ranked = valid
    .filter((s) => !absorbed.has(s))
    .sort((a, b) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken = new Taken();
  for (const candidate of ranked) if (!taken.overlaps(candidate)) taken.add(candidate);
  return taken.sorted();
}
