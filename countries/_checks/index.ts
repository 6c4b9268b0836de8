// Identifier checks shared by the country plugins (and usable by any plugin author).
export * from './result.js';
export { luhnValid } from './luhn.js';
export { checkLeitwegId, leitwegCheckDigits, mod97 } from './leitweg-id.js';
export { checkCodiceFiscale, checkPartitaIva, codiceFiscaleCheckLetter } from './italy.js';
export { checkNip, GTU_CODES, isGtuCode } from './poland.js';
export { checkSpanishNif, dniCheckLetter, entityControlDigit } from './spain.js';
export { checkSiren, checkSiret, LA_POSTE_SIREN } from './france.js';
export { issuesFrom } from './issues.js';
