// Overall confidence, 0 to 1. Documented in docs/parse.md; the formula:
//   confidence = ceiling(provider) × coverage × (0.75 + 0.25 × consistency) × signals
// coverage    = mean score of the required fields (extracted 1, inferred 0.8, default 0.6, missing/invalid 0)
// consistency = share of lines whose quantity × unit price equals the net amount (to the cent); 1 without lines to check
// ceiling     = 0.95 for an AI model, 0.7 for the offline extractor (it reads patterns, not meaning)
// signals     = × 0.9 when the answer needed the retry, × 0.8 when the model stopped before finishing,
//               − 0.02 per invalid optional field (at most − 0.1)
import Big from 'big.js';
import type { FieldStatus } from '../../schemas/parse.js';
import type { Fields } from './fields.js';

export const STATUS_SCORE: Record<FieldStatus, number> = { extracted: 1, inferred: 0.8, default: 0.6, missing: 0, invalid: 0 };
export const PROVIDER_CEILING = { model: 0.95, offline: 0.7 } as const;

export interface ModelSignals {
  /** The first answer was unusable and the retry was used. */
  retried: boolean;
  /** The model stopped for length or another reason than finishing. */
  truncated: boolean;
}

function lineConsistency(fields: Fields): number {
  let checked = 0;
  let agreeing = 0;
  for (let i = 0; fields.has(`lines.${i}.quantity`); i++) {
    const parts = ['quantity', 'unit_price', 'net_amount'].map((n) => fields.get(`lines.${i}.${n}`)!);
    if (parts.some((p) => p.status !== 'extracted' || typeof p.value !== 'string')) continue;
    checked++;
    const [q, p, n] = parts.map((f) => new Big(f.value as string));
    if (q!.times(p!).minus(n!).abs().lte(0.01)) agreeing++;
  }
  return checked === 0 ? 1 : agreeing / checked;
}

export function computeConfidence(fields: Fields, requiredPaths: string[], provider: keyof typeof PROVIDER_CEILING, signals: ModelSignals): number {
  const scores = requiredPaths.map((path) => STATUS_SCORE[fields.get(path)?.status ?? 'missing']);
  const coverage = scores.length === 0 ? 0 : scores.reduce((a, b) => a + b, 0) / scores.length;
  const consistency = lineConsistency(fields);
  let value = PROVIDER_CEILING[provider] * coverage * (0.75 + 0.25 * consistency);
  if (signals.retried) value *= 0.9;
  if (signals.truncated) value *= 0.8;
  const invalidOptional = [...fields.values()].filter((f) => f.status === 'invalid' && !f.spec.required).length;
  value -= Math.min(0.1, 0.02 * invalidOptional);
  return Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
}
