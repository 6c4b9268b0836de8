// What a syntax writer (and a format plugin's serializer) gives back.

export interface SerializeResult {
  /** The document, UTF-8 XML text. */
  xml: string;
  /** Input field paths the profile cannot carry and that were left out. */
  dropped_fields?: string[];
}
