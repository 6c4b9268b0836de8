// Address repair after mapping back. Anonymization often hides "10115 Berlin" as one placeholder, so the
// provider can only put it in one field; with the original value back it can be split into postal code and city.
// The repaired fields count as written in the text: the raw answer gets the source placeholder at the new path.
import type { StringTree } from '../../schemas/parse.js';
import { normaliseCountry, splitPostalCity } from './normalize.js';
import { getPath, setPath } from './tree.js';

const ADDRESS_PATHS = ['seller.address', 'buyer.address', 'delivery.location.address'];

type Tree = Record<string, unknown>;

function text(tree: Tree, path: string): string | null {
  const v = getPath(tree, path);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** Returns copies of both trees with postal code, city and country separated where one field held several. */
export function repairAddresses(raw: StringTree, mapped: StringTree): { raw: StringTree; mapped: StringTree } {
  const r = structuredClone(raw) as Tree;
  const m = structuredClone(mapped) as Tree;
  for (const base of ADDRESS_PATHS) {
    if (getPath(m, base) === null || getPath(m, base) === undefined) continue;
    const at = (field: string) => `${base}.${field}`;
    const move = (from: string, to: string, value: string) => {
      setPath(m, at(to), value);
      setPath(r, at(to), getPath(r, at(from)) ?? value);
    };
    // "Berlin, Germany" or "10115 Berlin Germany": the country at the end.
    for (const field of ['city', 'postal_code', 'street']) {
      const value = text(m, at(field));
      if (!value || text(m, at('country_code'))) continue;
      const tail = /(?:,\s*|\s+)(\p{L}[\p{L} .-]+)$/u.exec(value);
      const country = tail ? normaliseCountry(tail[1]!) : null;
      if (tail && country && tail[1]!.length > 2) {
        setPath(m, at(field), value.slice(0, tail.index).trim());
        move(field, 'country_code', country);
      }
    }
    if (!text(m, at('postal_code'))) {
      for (const field of ['city', 'street']) {
        const value = text(m, at(field));
        if (!value) continue;
        const whole = splitPostalCity(value);
        if (whole && (field === 'city' || !text(m, at('city')))) {
          move(field, 'postal_code', whole.postal_code);
          setPath(m, at('city'), whole.city);
          if (field === 'street') {
            setPath(r, at('city'), getPath(r, at('street')));
            setPath(m, at('street'), null);
            setPath(r, at('street'), null);
          }
          break;
        }
        // "Hauptstraße 5, 10115 Berlin" in the street field.
        const comma = value.lastIndexOf(',');
        const tail = comma > 0 ? splitPostalCity(value.slice(comma + 1)) : null;
        if (field === 'street' && tail && !text(m, at('city'))) {
          setPath(m, at('street'), value.slice(0, comma).trim());
          move('street', 'postal_code', tail.postal_code);
          move('street', 'city', tail.city);
          break;
        }
      }
    }
  }
  return { raw: r as StringTree, mapped: m as StringTree };
}
