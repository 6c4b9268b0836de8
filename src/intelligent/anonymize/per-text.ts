// The passes of one anonymization read the same text: what several of them derive from it (its words, its chat
// turns, whether it capitalises names) is computed once and handed to each. Only the text read last is kept,
// so nothing outlives the next anonymization; the value is shared, hence read-only.

/** `compute`, remembered for the text it was called with last. */
export function perText<T>(compute: (text: string) => T): (text: string) => T {
  let last: { text: string; value: T } | null = null;
  return (text) => {
    if (last?.text === text) return last.value;
    const value = compute(text);
    last = { text, value };
    return value;
  };
}
