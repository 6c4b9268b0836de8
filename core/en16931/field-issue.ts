// A problem with the caller's input found before any XML is written: the model builder, the EN 16931
// pre-checks, the format pre-checks and the country checks all answer in this shape.

/** `field` is a dot path from the invoice root, e.g. `lines.0.vat_rate`. */
export interface FieldIssue {
  field: string;
  code: string;
  message: string;
  /** The official rule the issue anticipates, e.g. BR-DE-2 or PEPPOL-EN16931-R010. */
  rule?: string;
  suggestion?: string;
}
