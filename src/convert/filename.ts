// Download filename of a converted document: `<invoice_number>-<format>.<xml|pdf>`, with the
// invoice number reduced to characters that are safe in a Content-Disposition header and on every file system.
export function documentFilename(invoiceNumber: string, format: string, output: 'xml' | 'pdf'): string {
  const safe =
    invoiceNumber
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^[._]+/, '')
      .slice(0, 100) || 'invoice';
  return `${safe}-${format}.${output}`;
}
