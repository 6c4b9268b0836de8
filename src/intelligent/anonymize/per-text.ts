// The passes of one anonymization read the same text: what several of them derive from it (its words, its chat
// turns, whether it capitalises names) is computed once and handed to each. Only the text read last is kept,
// so nothing outlives the next anonymization; the value is shared, hence read-only. Verdicts asked of many
// words (is it safe, is it a business noun) are remembered per distinct word (`memoized`).

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

/** A verdict per distinct key (a word, a chunk): texts repeat their words many times. At `limit` keys the
 * verdicts start over, so a cache that outlives one text stays bounded. */
export function memoized(judge: (key: string) => boolean, limit = Number.POSITIVE_INFINITY): (key: string) => boolean {
  const verdicts = new Map<string, boolean>();
  return (key) => {
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      if (verdicts.size >= limit) verdicts.clear();
      verdicts.set(key, (verdict = judge(key)));
    }
    return verdict;
  };
}
