import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { translateProviderEnvSchema } from './translate/provider/config.js';
import { DEFAULT_RATE_LIMITS, RateLimitOverrideSchema, type RateLimitTable } from './rate-limit/limits.js';

/** Repository root, so defaults do not depend on the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Source data (../shared/data beside the checkout). */
  TIS_DATA_DIR: z.string().min(1).default(path.resolve(REPO_ROOT, '../shared/data')),
  /** Where the compiled dataset is written (git-ignored). */
  TIS_DATASET_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'var/dataset')),
  /** lowdb JSON file with users, API keys and sessions. */
  TIS_DB_PATH: z.string().min(1).default(path.join(REPO_ROOT, 'var/tis-db.json')),
  /** JSON overriding per-minute limits, e.g. {"tariff":{"key":100000,"session":100000}}. */
  TIS_RATE_LIMITS: z.string().optional(),
  /** Largest accepted request body in bytes. */
  TIS_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(102_400),
  /** Set when served over HTTPS so session cookies get `Secure`. */
  TIS_COOKIE_SECURE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).extend(translateProviderEnvSchema.shape); // the optional translation provider, read by server/src/translate

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  datasetDir: string;
  dbPath: string;
  rateLimits: RateLimitTable;
  maxBodyBytes: number;
  cookieSecure: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.TIS_DATA_DIR),
    datasetDir: path.resolve(e.TIS_DATASET_DIR),
    dbPath: path.resolve(e.TIS_DB_PATH),
    rateLimits: parseRateLimits(e.TIS_RATE_LIMITS),
    maxBodyBytes: e.TIS_MAX_BODY_BYTES,
    cookieSecure: e.TIS_COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
  };
}

function parseRateLimits(raw: string | undefined): RateLimitTable {
  if (!raw) return DEFAULT_RATE_LIMITS;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('Invalid configuration:\n  TIS_RATE_LIMITS: not valid JSON');
  }
  const parsed = RateLimitOverrideSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  TIS_RATE_LIMITS.${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const table = structuredClone(DEFAULT_RATE_LIMITS);
  for (const [bucket, limits] of Object.entries(parsed.data)) Object.assign(table[bucket as keyof RateLimitTable], limits);
  return table;
}
