import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The TCP peer address. Forwarded-for headers are not trusted: any client can set them, which would let
 * it pick a fresh rate-limit counter per request. Behind a proxy every client shares the proxy's address.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}
