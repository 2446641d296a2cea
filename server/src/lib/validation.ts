import type { Hook } from '@hono/zod-openapi';
import { ApiError } from './errors.js';

const TARGET_PREFIX: Record<string, string> = { json: 'body', param: 'params', query: 'query', header: 'headers', form: 'body', cookie: 'cookies' };

/** zod-openapi's defaultHook: every validation failure becomes 400 invalid_request with one detail per field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const handleValidationError: Hook<any, any, any, any> = (result) => {
  if (result.success) return;
  const prefix = TARGET_PREFIX[result.target] ?? result.target;
  const details = result.error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const summary = details.map((d) => `${d.path}: ${d.message}`).join('; ');
  throw new ApiError('invalid_request', `Request validation failed: ${summary}`, { details });
};
