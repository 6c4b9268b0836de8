// Identifiers are often written in groups ("DE89 3704 0044 0532 0130 00", "+49 (0)30 123 45-67") and
// OCR or e-mail wrapping can break them across lines. This walks such a run and reports, after each
// significant character, how many were read and where the run would end.

export interface GroupedRun {
  /** The significant characters read, upper-cased. */
  compact: string;
  /** ends[i] = text offset just after the (i+1)-th significant character. */
  ends: number[];
}

export interface GroupedOptions {
  /** Characters that count (default: ASCII letters and digits). */
  significant?: RegExp;
  /** Separator characters allowed between significant ones. */
  separators?: string;
  /** At most this many separator characters in a row (a line break with indentation counts as one). */
  maxSeparatorRun?: number;
  /** Whether a single line break may separate two groups. */
  allowLineBreak?: boolean;
  /** Stop after this many significant characters. */
  maxLength?: number;
}

export function readGrouped(text: string, start: number, options: GroupedOptions = {}): GroupedRun {
  const significant = options.significant ?? /[A-Za-z0-9]/;
  const separators = options.separators ?? ' ';
  const maxRun = options.maxSeparatorRun ?? 1;
  const maxLength = options.maxLength ?? 40;
  let compact = '';
  const ends: number[] = [];
  let i = start;
  while (i < text.length && compact.length < maxLength) {
    const c = text[i]!;
    if (significant.test(c)) {
      compact += c.toUpperCase();
      ends.push(i + 1);
      i++;
      continue;
    }
    if (compact.length === 0) break;
    // A run of separators, optionally containing one line break.
    let j = i;
    let run = 0;
    let lineBreaks = 0;
    while (j < text.length) {
      const s = text[j]!;
      if (s === '\n' || s === '\r') {
        if (!options.allowLineBreak) break;
        if (s === '\n') lineBreaks++;
        j++;
        continue;
      }
      if (separators.includes(s) || (lineBreaks > 0 && (s === ' ' || s === '\t'))) {
        run++;
        j++;
        continue;
      }
      break;
    }
    const crossedLine = lineBreaks > 0;
    if (j === i || lineBreaks > 1 || (!crossedLine && run > maxRun) || j >= text.length || !significant.test(text[j]!)) break;
    i = j;
  }
  return { compact, ends };
}

/** True when the character before `index` cannot continue a word or number. */
export function boundaryBefore(text: string, index: number): boolean {
  return index === 0 || !/[\p{L}\p{N}]/u.test(text[index - 1]!);
}

/** True when the character at `index` cannot continue a word or number. */
export function boundaryAfter(text: string, index: number): boolean {
  return index >= text.length || !/[\p{L}\p{N}]/u.test(text[index]!);
}
