import { ApiError } from '../lib/errors.js';

/** Accepted length of `text` after trimming, in UTF-16 code units (what JavaScript's `length` counts). */
export const TEXT_MIN_CHARS = 1;
export const TEXT_MAX_CHARS = 5_000;

/** Trims and checks the length; throws `invalid_request` (400) outside 1..5,000 characters. */
export function checkText(text: string): string {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed.length < TEXT_MIN_CHARS || trimmed.length > TEXT_MAX_CHARS) {
    throw new ApiError('invalid_request', `text must be ${TEXT_MIN_CHARS} to ${TEXT_MAX_CHARS} characters after trimming (got ${trimmed.length}).`, {
      details: [{ path: 'text', message: `length ${trimmed.length} outside ${TEXT_MIN_CHARS}..${TEXT_MAX_CHARS}` }],
    });
  }
  return trimmed;
}
