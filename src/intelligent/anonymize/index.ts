// The anonymization pipeline: detect language → run every recognizer → addressees of address blocks →
// names joined to a found name → find repeated mentions → pieces of found identifiers → capitalised lines of address blocks → resolve
// overlaps → the recall-first layer (every word not known to be safe) → replace each span by its placeholder. Pure and synchronous; runs on Node, Workers and Deno alike. The placeholder map stays inside the returned object and is never logged.
import { LANGUAGES, type AnonymizationResult, type Anonymizer, type EntityType, type Language } from '../types.js';
import { detectLanguage } from './language.js';
import { findCoordinatedNames } from './coordinated-names.js';
import { findIdentifierPieces } from './identifier-pieces.js';
import { detectionText } from './normalize.js';
import { findRepeatedMentions } from './mentions.js';
import { resolveOverlaps } from './overlap.js';
import { withPhoneExtensions } from './phone-extensions.js';
import { PlaceholderAllocator } from './placeholders.js';
import { findAddressees } from './recognizers/address-blocks.js';
import { findAddressBlockLines } from './recognizers/address-block-lines.js';
import { recognizeCompanies } from './recognizers/companies.js';
import { recognizeEmails, recognizeUrls } from './recognizers/contact.js';
import { recognizeDomesticAccounts } from './recognizers/domestic-accounts.js';
import { recognizeEinvoiceIds } from './recognizers/einvoice-ids.js';
import { recognizeIbans } from './recognizers/iban.js';
import { recognizeLocations } from './recognizers/locations.js';
import { recognizeBics, recognizeCards } from './recognizers/payment.js';
import { recognizeBankNames } from './recognizers/bank-names.js';
import { recognizeChatSpeakers } from './recognizers/chat-speakers.js';
import { recognizeLabelledCards } from './recognizers/labelled-cards.js';
import { recognizeOcrPhones } from './recognizers/ocr-phones.js';
import { recognizeObfuscatedEmails } from './recognizers/obfuscated-emails.js';
import { recognizePersonPositions } from './recognizers/person-positions.js';
import { recognizeParticleSurnames } from './recognizers/particle-surnames.js';
import { recognizePersons } from './recognizers/persons.js';
import { recognizePhones } from './recognizers/phone.js';
import { recognizeSignatureBusinesses } from './recognizers/signature-blocks.js';
import { recognizeDigitGroups } from './recognizers/digit-groups.js';
import { recognizeNameLines } from './recognizers/name-lines.js';
import { recognizeTitledNames } from './recognizers/titled-names.js';
import { recognizeLeadingLegalForms } from './recognizers/leading-legal-forms.js';
import { recognizeSpokenNumbers } from './recognizers/spoken-numbers.js';
import { recognizeSpelledWords } from './recognizers/spelled-words.js';
import { recognizeTablePartyColumns } from './recognizers/table-party-columns.js';
import { recognizeTaxIds } from './recognizers/tax-ids.js';
import { recognizePrefixedVatIds } from './recognizers/vat.js';
import { reidentify } from './reidentify.js';
import { findUnknownWords } from './unknown-words.js';
import { toWholeWords } from './whole-words.js';
import { residualCategories } from './residual.js';
import type { Recognizer, Span } from './span.js';

export const RECOGNIZERS: readonly Recognizer[] = [
  recognizeEmails,
  recognizeObfuscatedEmails,
  recognizeUrls,
  recognizeIbans,
  recognizeDomesticAccounts,
  recognizeBics,
  recognizeCards,
  recognizeLabelledCards,
  recognizePrefixedVatIds,
  recognizeTaxIds,
  recognizeEinvoiceIds,
  recognizePhones,
  recognizeOcrPhones,
  recognizeSpokenNumbers,
  recognizeSpelledWords,
  recognizeDigitGroups,
  recognizePersons,
  recognizePersonPositions,
  recognizeNameLines,
  recognizeChatSpeakers,
  recognizeParticleSurnames,
  recognizeTitledNames,
  recognizeCompanies,
  recognizeLeadingLegalForms,
  recognizeSignatureBusinesses,
  recognizeBankNames,
  recognizeTablePartyColumns,
  recognizeLocations,
];

/** Every span the pipeline would replace, after overlap resolution. Exposed for evaluation and tests. */
export function detect(input: string, language: Language): Span[] {
  const text = detectionText(input);
  const context = { language };
  const found = withPhoneExtensions(
    text,
    RECOGNIZERS.flatMap((recognize) => recognize(text, context)),
  );
  // Address blocks: the lines above a recognised street and postcode name the addressee.
  const addressees = findAddressees(
    text,
    found.filter((s) => s.type === 'LOCATION'),
  );
  let first = resolveOverlaps([...found, ...addressees]);
  // "Mia und Ben": a given name joined to a found person.
  const coordinated = findCoordinatedNames(text, first);
  if (coordinated.length) first = resolveOverlaps([...first, ...coordinated]);
  const repeated = findRepeatedMentions(text, first);
  let recognized = repeated.length ? resolveOverlaps([...first, ...repeated]) : first;
  // "starts with 4480": the first or last digits of an identifier found whole elsewhere in the text.
  const pieces = findIdentifierPieces(text, recognized);
  if (pieces.length) recognized = resolveOverlaps([...recognized, ...pieces]);
  // Short capitalised lines of an address block: a building, a locality or the addressee.
  const blockLines = findAddressBlockLines(text, recognized);
  if (blockLines.length) recognized = resolveOverlaps([...recognized, ...blockLines]);
  // Recall first: what the recognizers did not claim passes only when it is known to be safe.
  const unknown = findUnknownWords(text, [language], recognized);
  const all = unknown.length ? resolveOverlaps([...recognized, ...unknown]) : recognized;
  // No part of a word is left standing beside its placeholder.
  return resolveOverlaps(toWholeWords(text, all));
}

export function resolveLanguage(text: string, hint?: Language): Language {
  return hint && (LANGUAGES as readonly string[]).includes(hint) ? hint : detectLanguage(text);
}

export function anonymize(text: string, options: { language?: Language } = {}): AnonymizationResult {
  const language = resolveLanguage(text, options.language);
  const spans = detect(text, language);
  const mapping = new PlaceholderAllocator(text);
  const entityCounts: Partial<Record<EntityType, number>> = {};
  let anonymizedText = '';
  let cursor = 0;
  for (const s of spans) {
    anonymizedText += text.slice(cursor, s.start) + mapping.placeholderFor(s.type, text.slice(s.start, s.end));
    entityCounts[s.type] = (entityCounts[s.type] ?? 0) + 1;
    cursor = s.end;
  }
  anonymizedText += text.slice(cursor);
  return { anonymizedText, language, entityCounts, mapping };
}

export function createAnonymizer(): Anonymizer {
  return { anonymize, residualCategories, reidentify };
}

export type { Span } from './span.js';
