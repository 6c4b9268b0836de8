// Hand-written fix hints for the rules that fail most often (see docs/validation.md for how the list was
// chosen). Keys are rule ids; a rule without an entry gets no suggestion.
const SUGGESTIONS: Record<string, string> = {};

export function suggestionFor(ruleId: string): string | null {
  return SUGGESTIONS[ruleId] ?? null;
}

export function suggestedRuleIds(): string[] {
  return Object.keys(SUGGESTIONS);
}
