import { describe, expect, it } from 'vitest';
import { normaliseHsCode, parseDestination } from '../../src/lib/codes.js';
import { ApiError } from '../../src/lib/errors.js';

describe('country and HS code normalisation', () => {
  it('destinations are case-insensitive and GB means UK', () => {
    expect(parseDestination('us')).toBe('US');
    expect(parseDestination(' gb ')).toBe('UK');
    expect(parseDestination('Eu')).toBe('EU');
  });

  it('an unsupported destination is 404 unsupported_destination with the 13 codes', () => {
    try {
      parseDestination('FR');
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(404);
      expect((err as ApiError).body()).toMatchObject({ error: 'unsupported_destination', supported: expect.arrayContaining(['US', 'CH']) });
    }
  });

  it('HS codes accept dots and spaces and must have 6 to 10 digits', () => {
    expect(normaliseHsCode('6109.10')).toBe('610910');
    expect(normaliseHsCode('6109 10 00')).toBe('61091000');
    expect(normaliseHsCode('6109.10.0012')).toBe('6109100012');
    for (const bad of ['6109', '61091000123', 'abc', '6109-10', '', ' . ']) {
      expect(() => normaliseHsCode(bad), bad).toThrow(ApiError);
    }
  });
});
