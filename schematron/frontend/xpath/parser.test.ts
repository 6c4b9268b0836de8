import { describe, expect, it } from 'vitest';
import { parseXPath } from './parser.js';
import { XPathSyntaxError } from './lexer.js';

describe('XPath 2.0 parser', () => {
  it('reads names with hyphens and dots as one name, and spaced minus as subtraction', () => {
    expect(parseXPath('$BR-01')).toEqual({ type: 'var', name: 'BR-01' });
    expect(parseXPath('$a - 1')).toEqual({ type: 'arith', op: '-', left: { type: 'var', name: 'a' }, right: { type: 'integer', value: '1' } });
    expect(parseXPath('cbc:Line.Amount')).toMatchObject({ type: 'step', test: { prefix: 'cbc', local: 'Line.Amount' } });
  });

  it('gives operators XPath 2.0 precedence: or < and < comparison < to < + < * < union < unary minus', () => {
    const e = parseXPath('a or b and c = 1 + 2 * 3');
    expect(e).toMatchObject({
      type: 'or',
      right: { type: 'and', right: { type: 'general', op: '=', right: { type: 'arith', op: '+', right: { type: 'arith', op: '*' } } } },
    });
    expect(parseXPath('-a | b')).toMatchObject({ type: 'set', op: 'union', left: { type: 'unary' } });
  });

  it('tells multiplication from the wildcard and keywords from element names by position', () => {
    expect(parseXPath('* * 2')).toMatchObject({ type: 'arith', op: '*', left: { type: 'step', test: { kind: 'name', local: null } } });
    expect(parseXPath('div div div')).toMatchObject({
      type: 'arith',
      op: 'div',
      left: { test: { local: 'div' } },
      right: { test: { local: 'div' } },
    });
  });

  it('expands // and leading / into root and descendant-or-self steps', () => {
    expect(parseXPath('//cac:Item')).toEqual({
      type: 'path',
      steps: [
        { type: 'root' },
        { type: 'step', axis: 'descendant-or-self', test: { kind: 'node' }, predicates: [] },
        { type: 'step', axis: 'child', test: { kind: 'name', prefix: 'cac', local: 'Item' }, predicates: [] },
      ],
    });
    expect(parseXPath('/')).toEqual({ type: 'root' });
  });

  it('parses for, some/every, if, cast, castable, value comparisons, kind tests and comments', () => {
    expect(parseXPath('for $i in (1 to 3), $j in $i return $i * $j')).toMatchObject({ type: 'for', bindings: [{ name: 'i' }, { name: 'j' }] });
    expect(parseXPath('every $x in a satisfies $x castable as xs:decimal?')).toMatchObject({
      type: 'quantified',
      quantifier: 'every',
      test: { type: 'castable', targetType: 'xs:decimal', optional: true },
    });
    expect(parseXPath('if (a) then b else c')).toMatchObject({ type: 'if' });
    expect(parseXPath('a cast as xs:integer')).toMatchObject({ type: 'cast', targetType: 'xs:integer', optional: false });
    expect(parseXPath('a le 3')).toMatchObject({ type: 'value', op: 'le' });
    expect(parseXPath('a/text() (: a comment (: nested :) :)')).toMatchObject({ type: 'path', steps: [{}, { test: { kind: 'text' } }] });
    expect(parseXPath("'it''s'")).toEqual({ type: 'string', value: "it's" });
    expect(parseXPath('1.5e2')).toEqual({ type: 'double', value: '1.5e2' });
    expect(parseXPath('.5')).toEqual({ type: 'decimal', value: '.5' });
  });

  it('keeps filter expressions and predicates apart', () => {
    expect(parseXPath('$digits[$i + 1]')).toMatchObject({ type: 'filter', base: { type: 'var' }, predicates: [{ type: 'arith' }] });
    expect(parseXPath('cac:X[1][cbc:Y]')).toMatchObject({ type: 'step', predicates: [{ type: 'integer' }, { type: 'step' }] });
  });

  it('refuses what is not XPath, naming the offset', () => {
    expect(() => parseXPath('a = ')).toThrow(XPathSyntaxError);
    expect(() => parseXPath("'open")).toThrow(/unterminated string literal at offset 0/);
    expect(() => parseXPath('a ] b')).toThrow(/offset 2/);
  });
});
