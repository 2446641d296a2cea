export { createClient, type CallOptions, type ClientOptions, type TisClient } from './client.js';
export {
  TisApiError,
  TisAuthenticationError,
  TisConnectionError,
  TisError,
  TisForbiddenError,
  TisNotFoundError,
  TisNotImplementedError,
  TisRateLimitError,
  TisServerError,
  TisTimeoutError,
  TisValidationError,
} from './errors.js';
export { isRetryableStatus, parseRetryAfter, type RetryInfo, type RetryOptions } from './retry.js';
export type * from './types.js';
