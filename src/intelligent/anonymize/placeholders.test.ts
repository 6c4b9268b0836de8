// Placeholders of one request: each maps back to exactly its original, also when a model writes a grouped one
// without its spaces.
import { describe, expect, it } from 'vitest';
import { compactSpelling, PlaceholderAllocator } from './placeholders.js';
import { reidentify } from './reidentify.js';

describe('placeholder allocation', () => {
  it('never hands out two placeholders with the same compact spelling (a grouped phone and a bare tax number)', () => {
    const text = 'Telefono 011 562 3390, partita IVA 0780499001 (sbagliata), corretta 07804990013.';
    const allocator = new PlaceholderAllocator(text);
    const phone = allocator.placeholderFor('PHONE_NUMBER', '011 562 3390');
    const wrong = allocator.placeholderFor('VAT_ID', '0780499001');
    const right = allocator.placeholderFor('VAT_ID', '07804990013');
    const compact = [phone, wrong, right].map(compactSpelling);
    expect(new Set(compact).size).toBe(3);
    const anonymized = `Telefono ${phone}, partita IVA ${wrong} (sbagliata), corretta ${right}.`;
    expect(reidentify(anonymized, allocator).value).toBe(text);
  });

  it('gives the same placeholder to the same spelling and another to another spelling', () => {
    const allocator = new PlaceholderAllocator('');
    const a = allocator.placeholderFor('COMPANY_NAME', 'Elektro Gasser AG');
    expect(allocator.placeholderFor('COMPANY_NAME', 'Elektro Gasser AG')).toBe(a);
    expect(allocator.placeholderFor('COMPANY_NAME', 'ELEKTRO GASSER AG')).not.toBe(a);
  });
});
