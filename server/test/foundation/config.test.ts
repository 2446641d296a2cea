import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../../src/config.js';

describe('configuration', () => {
  it('has embedded defaults: ../shared/data, var/ for the dataset and lowdb file', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve(REPO_ROOT, '../shared/data'));
    expect(config.datasetDir).toBe(path.join(REPO_ROOT, 'var/dataset'));
    expect(config.dbPath).toBe(path.join(REPO_ROOT, 'var/tis-db.json'));
    expect(config.maxBodyBytes).toBe(102_400);
  });

  it('rejects bad values with a message naming each variable', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/LOG_LEVEL/);
    }
  });

  it('validates the optional translation provider settings at start', () => {
    expect(() => loadConfig({ TIS_TRANSLATE_PROVIDER_URL: 'not a url' })).toThrow(/TIS_TRANSLATE_PROVIDER_URL/);
    expect(() => loadConfig({ TIS_TRANSLATE_PROVIDER_TIMEOUT_MS: '5' })).toThrow(/TIS_TRANSLATE_PROVIDER_TIMEOUT_MS/);
    expect(() => loadConfig({ TIS_TRANSLATE_PROVIDER_URL: 'http://127.0.0.1:11434/v1', TIS_TRANSLATE_PROVIDER_MODEL: 'qwen' })).not.toThrow();
  });
});
