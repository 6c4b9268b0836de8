// When recognizers disagree about a stretch of text, one span wins: the higher score, then the longer
// span. A lower-scoring span that strictly contains a winner of a softer type (a company name around a
// person's name), or of the same type ("Price Joinery Ltd" around "Joinery Ltd", a dictated IBAN around its
// spelled bank letters "K N A B"), still wins, because replacing only part of a name or an identifier would
// leak the rest. A span set aside that way comes back when the span
// around it loses after all.
import type { Span } from './span.js';

const SOFT_TYPES = new Set(['PERSON', 'COMPANY_NAME', 'LOCATION']);

function contains(outer: Span, inner: Span): boolean {
  return outer.start <= inner.start && outer.end >= inner.end && outer.end - outer.start > inner.end - inner.start;
}

/** Spans lying inside a longer span of the same type, or soft spans inside a longer soft span scoring at most
 * 0.25 less, each with the spans that absorb it. */
function absorbedSpans(spans: Span[]): Map<Span, Span[]> {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const absorbed = new Map<Span, Span[]>();
  const absorb = (outer: Span, inner: Span) => {
    // Of the same type, the longer reading always wins: "Price Joinery Ltd" over "Joinery Ltd".
    const bothSoft = SOFT_TYPES.has(outer.type) && SOFT_TYPES.has(inner.type);
    if (contains(outer, inner) && ((bothSoft && outer.score >= inner.score - 0.25) || outer.type === inner.type))
      absorbed.set(inner, [...(absorbed.get(inner) ?? []), outer]);
  };
  for (let i = 0; i < sorted.length; i++) {
    const outer = sorted[i]!;
    // Candidates start inside the outer span; they are next to it in start order.
    for (let j = i + 1; j < sorted.length && sorted[j]!.start < outer.end; j++) absorb(outer, sorted[j]!);
    for (let j = i - 1; j >= 0 && sorted[j]!.start === outer.start; j--) absorb(outer, sorted[j]!);
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

const byRank = (a: Span, b: Span) => b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start;

export function resolveOverlaps(spans: Span[]): Span[] {
  const valid = spans.filter((s) => s.end > s.start);
  const absorbed = absorbedSpans(valid);
  const ranked = valid.filter((s) => !absorbed.has(s)).sort(byRank);
  const taken = new Taken();
  const kept = new Set<Span>();
  for (const candidate of ranked) {
    if (taken.overlaps(candidate)) continue;
    taken.add(candidate);
    kept.add(candidate);
  }
  // An absorbed span whose absorbing spans all lost comes back: else that part of a name would leak.
  for (const [inner, outers] of [...absorbed].sort(([a], [b]) => byRank(a, b))) {
    if (!outers.some((outer) => kept.has(outer)) && !taken.overlaps(inner)) taken.add(inner);
  }
  return taken.sorted();
}
