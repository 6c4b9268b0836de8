// The reading side shared by every syntax: result types, the loss report, the totals comparison, readers for formats.
export type { Loss, ReadResult, StatedTotals, ProfileBySpecification } from './read-result.js';
export { totalsDifferences, type TotalsDifference } from './totals.js';
export { SourceReader } from './source-reader.js';
export { collectLosses, termTable } from './losses.js';
