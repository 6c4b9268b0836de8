// The CII reader for plugin authors and the built-in CII formats (Factur-X, ZUGFeRD, XRechnung CII).
import { CONFORMANCE_BY_GUIDELINE } from '../../../pdf/conformance-levels.js';
import type { ProfileBySpecification } from '../../common/read/read-result.js';

export { readCii } from './reader.js';
export { CII_TERMS } from './terms.js';

const LEVEL_SUFFIX: Record<string, string> = {
  MINIMUM: 'minimum',
  'BASIC WL': 'basic_wl',
  BASIC: 'basic',
  'EN 16931': 'en16931',
  EXTENDED: 'extended',
  XRECHNUNG: 'xrechnung',
};

/**
 * The Factur-X / ZUGFeRD profile of a CII document by its guideline id (BT-24). `claimsUnknown`: the format
 * that takes CII documents with an unknown or missing guideline id (as EN 16931).
 */
export function hybridProfileFor(prefix: 'facturx' | 'zugferd', claimsUnknown: boolean): ProfileBySpecification {
  return (id) => {
    const level = id === null ? undefined : CONFORMANCE_BY_GUIDELINE[id];
    const zugferdId = id !== null && /zugferd|ferd:/i.test(id);
    if (level !== undefined) return (prefix === 'zugferd') === zugferdId || level === 'XRECHNUNG' ? `${prefix}_${LEVEL_SUFFIX[level]}` : undefined;
    if (prefix === 'zugferd') return zugferdId ? 'zugferd_en16931' : undefined;
    return claimsUnknown && !zugferdId ? `${prefix}_en16931` : undefined;
  };
}
