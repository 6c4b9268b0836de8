// The escaped value must read back, through a real XML parser, as exactly the value written (minus the
// characters XML 1.0 cannot carry); libxml2 (the engine that checks every document) is the parser.
import { describe, expect, it } from 'vitest';
import { XmlDocument } from 'libxml2-wasm';
import { escapeXmlAttribute, escapeXmlText } from './escape.js';

function readBack(text: string, attribute: string): { text: string; attribute: string } {
  const doc = XmlDocument.fromString(`<r a="${escapeXmlAttribute(attribute)}">${escapeXmlText(text)}</r>`);
  try {
    const root = doc.root;
    return { text: root.content, attribute: root.attr('a')!.value };
  } finally {
    doc.dispose();
  }
}

describe('XML escaping', () => {
  it('leaves plain values as they are', () => {
    expect(escapeXmlText('1234.50')).toBe('1234.50');
    expect(escapeXmlAttribute('EUR')).toBe('EUR');
  });

  it('writes markup characters as references', () => {
    expect(escapeXmlText('a & b < c > d "e"')).toBe('a &amp; b &lt; c &gt; d &quot;e&quot;');
    expect(escapeXmlAttribute('x"y&z')).toBe('x&quot;y&amp;z');
  });

  it('keeps a carriage return in text and attributes (a parser would turn a literal one into a line feed)', () => {
    expect(escapeXmlText('line 1\r\nline 2')).toBe('line 1&#13;\nline 2');
    expect(readBack('line 1\r\nline 2', 'a\rb')).toEqual({ text: 'line 1\r\nline 2', attribute: 'a\rb' });
  });

  it('keeps tab and line feed in attributes (a parser would turn literal ones into spaces)', () => {
    expect(escapeXmlAttribute('a\tb\nc')).toBe('a&#9;b&#10;c');
    expect(readBack('a\tb\nc', 'a\tb\nc')).toEqual({ text: 'a\tb\nc', attribute: 'a\tb\nc' });
  });

  it('leaves out characters XML 1.0 cannot carry', () => {
    expect(escapeXmlText('a\u0000b\u0007c\u001Fd\uFFFEe')).toBe('abcde');
    expect(escapeXmlAttribute('a\u000Bb\uFFFF')).toBe('ab');
    expect(readBack('x\u0001y & z', 'p\u0002q')).toEqual({ text: 'xy & z', attribute: 'pq' });
  });

  it('keeps every other character, including those outside the Basic Multilingual Plane', () => {
    const value = 'Zoë — 東京 😀 ß';
    expect(escapeXmlText(value)).toBe(value);
    expect(readBack(value, value)).toEqual({ text: value, attribute: value });
  });
});
