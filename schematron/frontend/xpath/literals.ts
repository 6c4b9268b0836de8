// Where an XPath string literal or comment that starts at a position ends, so rewrites of XPath text
// (function renames, indexed lookups) copy literals and comments untouched.

/** The index just past the literal (`'…'`, `"…"`, with doubled quotes as escapes) or comment (`(: … :)`) starting at `i`; null when none starts there. */
export function endOfLiteralOrComment(xpath: string, i: number): number | null {
  const ch = xpath[i];
  if (ch === "'" || ch === '"') {
    let j = i + 1;
    while (j < xpath.length) {
      if (xpath[j] === ch) {
        if (xpath[j + 1] === ch) {
          j += 2;
          continue;
        }
        return j + 1;
      }
      j++;
    }
    return xpath.length;
  }
  if (ch === '(' && xpath[i + 1] === ':') {
    const end = xpath.indexOf(':)', i + 2);
    return end < 0 ? xpath.length : end + 2;
  }
  return null;
}
