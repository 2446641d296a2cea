/**
 * The contract: openapi/openapi.json, read as JSON (never the zod schemas), with ajv (JSON Schema 2020-12,
 * formats on) validating response bodies and headers against it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under NodeNext its default import is the module object.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

type Json = Record<string, unknown>;
interface ResponseObject {
  description?: string;
  headers?: Record<string, { schema?: Json; required?: boolean }>;
  content?: Record<string, { schema?: Json }>;
}
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** Documented statuses, as numbers. */
  statuses: number[];
  responses: Record<string, ResponseObject>;
}

export const DOCUMENT_PATH = fileURLToPath(new URL('../../openapi/openapi.json', import.meta.url));
export const document = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as { paths: Record<string, Record<string, Json>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, op]) => {
      const responses = op.responses as Record<string, ResponseObject>;
      return { operationId: String(op.operationId), method: method.toUpperCase(), path, statuses: Object.keys(responses).map(Number), responses };
    }),
);

export function operation(operationId: string): Operation {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`openapi.json has no operation ${operationId}`);
  return op;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi.json');

/** JSON pointer escaping for the `$ref` into the document. */
const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
const validators = new Map<string, ValidateFunction>();
function validatorFor(ref: string): ValidateFunction {
  let v = validators.get(ref);
  if (!v) {
    v = ajv.compile({ $ref: `openapi.json#/${ref}` });
    validators.set(ref, v);
  }
  return v;
}

export interface Observed {
  status: number;
  headers: Headers;
  /** Parsed JSON, the text when not JSON, or null when empty. */
  body: unknown;
  contentType: string | null;
}

export async function observe(response: Response): Promise<Observed> {
  const text = await response.text();
  const contentType = response.headers.get('content-type');
  let body: unknown = text === '' ? null : text;
  if (text !== '' && contentType?.includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      // left as text; the check reports it
    }
  }
  return { status: response.status, headers: response.headers, body, contentType };
}

/**
 * Everything wrong with a response for an operation: an undocumented status, a body or header that does not
 * validate against the document, a missing `x-request-id`. Empty when the response keeps the contract.
 */
export function contractProblems(op: Operation, observed: Observed): string[] {
  const problems: string[] = [];
  const documented = op.responses[String(observed.status)];
  if (!documented) return [`${op.operationId}: status ${observed.status} is not documented (documented: ${op.statuses.join(', ')}); body ${JSON.stringify(observed.body)?.slice(0, 300)}`];
  const requestId = observed.headers.get('x-request-id');
  if (!requestId) problems.push(`${op.operationId} ${observed.status}: no x-request-id header`);

  const json = documented.content?.['application/json'];
  if (json) {
    if (!observed.contentType?.startsWith('application/json')) problems.push(`${op.operationId} ${observed.status}: content-type ${observed.contentType}, documented application/json`);
    const validate = validatorFor(pointer('paths', op.path, op.method.toLowerCase(), 'responses', String(observed.status), 'content', 'application/json', 'schema'));
    if (!validate(observed.body)) {
      for (const e of validate.errors ?? []) problems.push(`${op.operationId} ${observed.status}: body${e.instancePath} ${e.message} ${e.params ? JSON.stringify(e.params) : ''}`);
    }
    const bodyId = (observed.body as { requestId?: unknown } | null)?.requestId;
    if (bodyId !== undefined && bodyId !== requestId) problems.push(`${op.operationId} ${observed.status}: body requestId ${String(bodyId)} differs from x-request-id ${requestId}`);
  } else if (observed.body !== null) {
    problems.push(`${op.operationId} ${observed.status}: documented without a body, got ${JSON.stringify(observed.body).slice(0, 200)}`);
  }

  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    const value = observed.headers.get(name);
    if (value === null) {
      problems.push(`${op.operationId} ${observed.status}: documented header ${name} is missing`);
      continue;
    }
    const type = header.schema?.type;
    const parsed = type === 'integer' || type === 'number' ? Number(value) : value;
    const validate = validatorFor(pointer('paths', op.path, op.method.toLowerCase(), 'responses', String(observed.status), 'headers', name, 'schema'));
    if (header.schema && !validate(parsed)) problems.push(`${op.operationId} ${observed.status}: header ${name}: ${JSON.stringify(value)} ${ajv.errorsText(validate.errors)}`);
  }
  return problems;
}
