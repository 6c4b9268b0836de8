// Luhn lives with the other check-digit primitives in core/ids; re-exported here for the country plugins.
export { luhnValid } from '../../core/ids/index.js';
