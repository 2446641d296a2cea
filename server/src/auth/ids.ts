import { createHash, randomBytes } from 'node:crypto';
import { base58 } from '@scure/base';

/** Prefixed ids (`usr_…`, `key_…`, `req_…`) that sort roughly by creation time: 6 bytes of ms time + 10 random bytes. */
export function newId(prefix: 'usr' | 'key' | 'req'): string {
  const buf = Buffer.alloc(16);
  buf.writeUIntBE(Date.now(), 0, 6);
  randomBytes(10).copy(buf, 6);
  return `${prefix}_${base58.encode(buf)}`;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
