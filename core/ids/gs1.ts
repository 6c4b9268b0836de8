// GS1 mod-10 check digit (GLN, GTIN): weights 3 and 1 alternating from the right, check digit excluded.

export function gs1Valid(digits: string): boolean {
  if (!/^\d{8,18}$/.test(digits)) return false;
  let sum = 0;
  const body = digits.slice(0, -1);
  for (let i = 0; i < body.length; i++) sum += (body.charCodeAt(i) - 48) * ((body.length - i) % 2 === 1 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}
