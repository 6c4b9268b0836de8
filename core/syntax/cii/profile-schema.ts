// The shape of a profile's XSD as the writer needs it (see profile-schemas.generated.ts).
export interface TypeRule {
  /** Child elements in XSD sequence order: [qualified name, qualified type]. */
  c?: Array<[string, string]>;
  /** Attribute names allowed on the element. */
  a?: string[];
}

export type ProfileSchema = Record<string, TypeRule>;
