import { createHash, randomBytes } from 'node:crypto';
import { base58 } from '@scure/base';

/** Random bytes drawn from a pooled buffer: one `randomBytes` call per 409 ids instead of one per request. */
const POOL_SIZE = 4096;
let pool = randomBytes(POOL_SIZE);
let poolOffset = 0;
function pooledRandom(buf: Buffer, at: number, length: number): void {
  if (poolOffset + length > POOL_SIZE) {
    pool = randomBytes(POOL_SIZE);
    poolOffset = 0;
  }
  pool.copy(buf, at, poolOffset, poolOffset + length);
  poolOffset += length;
}

/** Prefixed ids (`usr_…`, `key_…`, `req_…`) that sort roughly by creation time: 6 bytes of ms time + 10 random bytes. */
export function newId(prefix: 'usr' | 'key' | 'req'): string {
  const buf = Buffer.alloc(16);
  buf.writeUIntBE(Date.now(), 0, 6);
  pooledRandom(buf, 6, 10);
  return `${prefix}_${base58.encode(buf)}`;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
