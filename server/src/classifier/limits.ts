/** Request limits of POST /api/classify, shared by the OpenAPI schema and the engine. */
export const QUERY_MAX_CHARS = 2000;
export const DEFAULT_CANDIDATES = 5;
export const MAX_CANDIDATES = 10;
