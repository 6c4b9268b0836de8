export { DEFAULT_LEGAL_DISCLAIMER, isoDay, requirementsAsOf, requirementsSummary } from './as-of.js';
