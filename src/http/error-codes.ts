// The catalogue of error codes, each stable once published: status, meaning and a default suggestion. The docs page and
// the OpenAPI description list it, and every error body links to its entry through doc_url.
export interface ErrorCodeInfo {
  status: number;
  meaning: string;
  suggestion?: string;
}

export const ERROR_CODES: Record<string, ErrorCodeInfo> = {
  INVALID_JSON: { status: 400, meaning: 'The body is not parseable JSON.', suggestion: 'Send a JSON document with Content-Type: application/json.' },
  NO_INVOICE_DATA: { status: 400, meaning: 'Parse: no invoice could be identified in the text.' },
  MISSING_API_KEY: { status: 401, meaning: 'No X-API-Key header.', suggestion: 'Send your key in the X-API-Key header.' },
  INVALID_API_KEY: {
    status: 401,
    meaning: 'The key is unknown, revoked or expired.',
    suggestion: 'Check the key, or create a new one with `npm run key -- create`.',
  },
  INSUFFICIENT_SCOPE: { status: 403, meaning: "The key lacks the endpoint's scope; the message names it." },
  NOT_FOUND: {
    status: 404,
    meaning: 'Download: the document is unknown or expired (documents are kept 24 hours).',
    suggestion: 'Convert the invoice again.',
  },
  COUNTRY_NOT_FOUND: {
    status: 404,
    meaning: 'Requirements: the country is not tracked.',
    suggestion: 'GET /v1/requirements lists the tracked countries.',
  },
  ROUTE_NOT_FOUND: { status: 404, meaning: 'No such path.', suggestion: 'See /docs for the endpoints.' },
  METHOD_NOT_ALLOWED: { status: 405, meaning: 'The path exists, the method does not; the Allow header lists the methods.' },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    meaning: 'Validate and import: a document over 5 242 880 characters or a PDF over 5 MB decoded, or a body over 7 MB; any other body over 6 MB.',
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The body is not application/json.', suggestion: 'Set Content-Type: application/json.' },
  VALIDATION_ERROR: { status: 422, meaning: 'Field validation failed; `errors` holds one {field, code, message} per field.' },
  CONVERSION_RULES_FAILED: {
    status: 422,
    meaning: "The converted document would break the target format's official rules; `errors` lists the failing rules; nothing is stored.",
  },
  UNSUPPORTED_FORMAT: { status: 422, meaning: 'Validate: well-formed XML that is no known e-invoice; the message names the root element.' },
  UNANONYMIZED_PII_DETECTED: {
    status: 422,
    meaning: 'Parse/preview: personal data left after anonymization; `errors` lists categories only.',
    suggestion: 'Redact the listed categories and retry.',
  },
  RATE_LIMIT_EXCEEDED: { status: 429, meaning: "The key's daily request limit is used up; Retry-After says when it resets." },
  AI_QUOTA_EXCEEDED: { status: 429, meaning: "The key's AI parse quota is used up; Retry-After says when it resets." },
  INTERNAL_ERROR: {
    status: 500,
    meaning: 'Unexpected error; the request_id finds the log line.',
    suggestion: 'Retry; if it persists, report the request_id.',
  },
  ANONYMIZATION_INTEGRITY_ERROR: { status: 502, meaning: 'Placeholders in the model output could not be mapped back; no invoice is returned.' },
  AI_PROVIDER_ERROR: { status: 502, meaning: 'The AI model answered with something unusable.' },
  AI_UNAVAILABLE: { status: 503, meaning: 'The AI provider is unreachable.', suggestion: 'Retry later.' },
  FEATURE_NOT_CONFIGURED: { status: 503, meaning: 'The feature needs configuration the operator has not given.' },
  RULES_NOT_INSTALLED: {
    status: 503,
    meaning: 'The official validation artefacts for this rule set are not installed.',
    suggestion: 'The operator runs `npm run artefacts:install`.',
  },
  SERVER_BUSY: {
    status: 503,
    meaning: 'Every worker is busy and the queue is full, or the request ran past its time limit; nothing was processed or stored.',
    suggestion: 'Retry after the seconds in Retry-After.',
  },
  STORAGE_UNAVAILABLE: {
    status: 503,
    meaning: 'The document store, or the store of the per-key limits, cannot be reached; nothing was stored.',
    suggestion: 'Retry later.',
  },
};
