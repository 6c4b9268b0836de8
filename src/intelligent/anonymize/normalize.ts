// What the recognizers and the residual scan read: carriage returns and the no-break/thin spaces of
// French and Polish number formatting become plain spaces. Each is one UTF-16 unit, so every offset in
// the normalised text is the offset in the input, and the output keeps the input's own characters.
export function detectionText(text: string): string {
  return text.replace(/[\r\u00A0\u2007\u202F]/g, ' ');
}
