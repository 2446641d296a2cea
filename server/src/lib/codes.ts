import { DESTINATIONS, type Destination } from '../dataset/types.js';
import { ApiError } from './errors.js';

/** Case-insensitive destination code; GB is the ISO code for the United Kingdom, which the API calls UK. */
export function parseDestination(raw: string, field = 'destination'): Destination {
  const code = raw.trim().toUpperCase();
  const normalised = code === 'GB' ? 'UK' : code;
  if ((DESTINATIONS as readonly string[]).includes(normalised)) return normalised as Destination;
  throw new ApiError('unsupported_destination', `${field} '${raw}' is not supported; use one of ${DESTINATIONS.join(', ')}.`, {
    supported: [...DESTINATIONS],
  });
}

/**
 * HS code with optional dots or spaces (`6109.10`, `6109 10 00`) → digits. 6 to 10 digits; anything else is
 * 400 invalid_request naming the field.
 */
export function normaliseHsCode(raw: string, field = 'hs'): string {
  const trimmed = raw.trim();
  if (/^[0-9][0-9. ]*$/.test(trimmed)) {
    const digits = trimmed.replace(/[. ]/g, '');
    if (digits.length >= 6 && digits.length <= 10) return digits;
  }
  throw new ApiError('invalid_request', `${field}: '${raw}' is not an HS code (6 to 10 digits, dots or spaces allowed).`, {
    details: [{ path: field, message: 'HS code must be 6 to 10 digits, optionally with dots or spaces' }],
  });
}
