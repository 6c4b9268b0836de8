// The UBL reader for plugin authors and the built-in UBL formats (Peppol BIS 3, XRechnung UBL, UBL 2.1).
export { readUbl } from './reader.js';
export { UBL_TERMS } from './terms.js';

/** A profile claimed by a specification id prefix (BT-24 may carry further `#compliant#…` extensions). */
export function profileByPrefix(prefix: string, profile: string) {
  return (id: string | null): string | undefined => (id !== null && id.startsWith(prefix) ? profile : undefined);
}
