import { describe, expect, it } from 'vitest';
import { withPhoneExtensions } from './phone-extensions.js';
import { span } from './span.js';

describe('phone extensions', () => {
  it('join the phone number before them', () => {
    const text = 'tel. 71 342 88 10 wew. 214, mail';
    const [s] = withPhoneExtensions(text, [span(5, 17, 'PHONE_NUMBER', 0.85)]);
    expect(text.slice(s!.start, s!.end)).toBe('71 342 88 10 wew. 214');
    expect(text.slice(0, 17)).toBe('tel. 71 342 88 10');
  });
  it('leave other spans and numbers without an extension alone', () => {
    const spans = [span(0, 4, 'PERSON', 0.8), span(5, 17, 'PHONE_NUMBER', 0.85)];
    expect(withPhoneExtensions('Anna 71 342 88 10, bitte', spans)).toEqual(spans);
  });
});
