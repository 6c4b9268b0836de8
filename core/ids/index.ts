// Check-digit primitives and identifier shapes, format- and country-neutral: used by the country plugins
// to check identifiers on convert and by the anonymizer to recognise them in free text. Depends on nothing
// else in the project.
export { luhnValid } from './luhn.js';
export { lettersToDigits, mod97, mod11_10Valid } from './iso7064.js';
export { weightedSum } from './weighted-sum.js';
export { gs1Valid } from './gs1.js';
export { CODICE_FISCALE_SHAPE, codiceFiscaleCheckLetter, codiceFiscaleValid } from './codice-fiscale.js';
export { dniCheckLetter, entityControlDigit, spanishNifStatus, spanishNifValid } from './spanish-nif.js';
export { nipValid, peselValid, regonValid } from './polish.js';
export { spanishAccountValid } from './spanish-account.js';
export { elevenProofValid } from './eleven-proof.js';
export { IBAN_LENGTHS, ibanChecksumValid, ibanValid } from './iban.js';
export { countriesForUnprefixedVat, VAT_FORMATS, VAT_PREFIXES, vatIdStatus, vatShapeValid, type VatFormat } from './vat.js';
export { looksLikeCardNumber } from './payment-card.js';
