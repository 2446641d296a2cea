/**
 * Generates the SDK's two committed files from the OpenAPI document (called by openapi/generate.ts, so
 * `npm run openapi` regenerates them and `npm run openapi:check` fails when they drift):
 *   sdk/src/generated/schema.ts    types, by openapi-typescript
 *   sdk/src/generated/examples.ts  one example body per operation and status, built from the document's
 *                                  `example` values (the mocks serve these, so they follow the contract)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const GENERATED_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/generated');

const HEADER = '// Generated from openapi/openapi.json by `npm run openapi`. Do not edit: change the zod schemas in openapi/ instead.\n';

export interface GeneratedFile {
  path: string;
  content: string;
}

export async function generateSdkFiles(document: object): Promise<GeneratedFile[]> {
  const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0], { alphabetize: false });
  return [
    { path: path.join(GENERATED_DIR, 'schema.ts'), content: `${HEADER}\n${astToString(ast)}` },
    { path: path.join(GENERATED_DIR, 'examples.ts'), content: examplesSource(document as OpenApiDoc) },
  ];
}

type Schema = Record<string, unknown>;
interface Operation {
  operationId?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  security?: Array<Record<string, string[]>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, Schema> };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function examplesSource(doc: OpenApiDoc): string {
  const typeLines: string[] = [];
  const valueLines: string[] = [];
  const rules: Record<string, RequestRules> = {};
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method) || !op.operationId) continue;
      rules[op.operationId] = requestRules(doc, route, method, op);
      const statuses = Object.entries(op.responses ?? {}).filter(([, r]) => r.content?.['application/json']?.schema);
      if (statuses.length === 0) continue;
      const id = JSON.stringify(op.operationId);
      typeLines.push(`  ${id}: {`);
      valueLines.push(`  ${id}: {`);
      for (const [status, response] of statuses) {
        const value = exampleOf(doc, response.content!['application/json']!.schema!, 0);
        typeLines.push(`    ${status}: JsonBody<${id}, ${status}>;`);
        valueLines.push(`    ${status}: ${JSON.stringify(value)},`);
      }
      typeLines.push('  };');
      valueLines.push('  },');
    }
  }
  return `${HEADER}
import type { operations } from './schema.js';

type JsonBody<Op extends keyof operations, Status extends keyof operations[Op]['responses']> = operations[Op]['responses'][Status] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;

/** An example JSON body for every operation and documented status, built from the document's examples. */
export interface Examples {
${typeLines.join('\n')}
}

export const examples: Examples = {
${valueLines.join('\n')}
};

/** A field rule: the JSON type and the bounds the document gives. */
export interface FieldRule {
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
}

/** How a request may authenticate: a scheme of the document (bearer header or cookie). */
export type AuthScheme = { kind: 'bearer' } | { kind: 'cookie'; name: string };

/** What each operation accepts (the mocks answer 400 like the server when a request breaks these). */
export interface RequestRules {
  method: string;
  path: string;
  /** Any one of these authenticates; empty when the operation is public (an empty requirement allows anonymous). */
  auth: AuthScheme[];
  anonymous: boolean;
  /** The documented success status (the lowest 2xx). */
  successStatus: number;
  /** Documented response header names, by status. */
  responseHeaders: Record<string, string[]>;
  /** The per-minute limit for an API key the operation's description states ("Rate limit: 60 requests per minute per API key"), or null. */
  rateLimitPerMinute: number | null;
  params: Array<{ name: string; in: 'path' | 'query' | 'header' | 'cookie'; required: boolean; rule: FieldRule; example: unknown }>;
  body: { required: boolean; fields: Array<{ name: string; required: boolean; rule: FieldRule }>; example: unknown } | null;
}

export const requestRules: Record<keyof Examples | (string & {}), RequestRules> = ${JSON.stringify(rules, null, 2)};
`;
}

interface RequestRules {
  method: string;
  path: string;
  auth: Array<{ kind: string; name?: string }>;
  anonymous: boolean;
  successStatus: number;
  responseHeaders: Record<string, string[]>;
  rateLimitPerMinute: number | null;
  params: Array<{ name: string; in: string; required: boolean; rule: Schema; example: unknown }>;
  body: { required: boolean; fields: Array<{ name: string; required: boolean; rule: Schema }>; example: unknown } | null;
}

const RULE_KEYS = ['type', 'minLength', 'maxLength', 'minimum', 'maximum', 'enum'];

function fieldRule(doc: OpenApiDoc, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  while (typeof s.$ref === 'string') s = resolveRef(doc, s.$ref);
  return Object.fromEntries(RULE_KEYS.filter((k) => k in s).map((k) => [k, s[k]]));
}

function requestRules(doc: OpenApiDoc, route: string, method: string, op: Operation): RequestRules {
  const params = (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: p.required === true, rule: fieldRule(doc, p.schema), example: exampleOf(doc, p.schema ?? {}, 0) }));
  const requirements = op.security ?? doc.security ?? [];
  const auth: RequestRules['auth'] = [];
  for (const name of new Set(requirements.flatMap((r) => Object.keys(r)))) {
    const scheme = doc.components?.securitySchemes?.[name];
    if (scheme?.type === 'http' && scheme.scheme === 'bearer') auth.push({ kind: 'bearer' });
    else if (scheme?.type === 'apiKey' && scheme.in === 'cookie') auth.push({ kind: 'cookie', name: String(scheme.name) });
  }
  const anonymous = requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0);
  const successStatus = Math.min(...Object.keys(op.responses ?? {}).map(Number).filter((s) => s >= 200 && s < 300));
  let body: RequestRules['body'] = null;
  const raw = op.requestBody?.content?.['application/json']?.schema;
  const schema = raw ? flattenObject(doc, raw) : undefined;
  if (schema) {
    const required = new Set(schema.required);
    const properties = schema.properties;
    body = {
      required: op.requestBody?.required === true,
      fields: Object.entries(properties).map(([name, prop]) => ({ name, required: required.has(name), rule: fieldRule(doc, prop) })),
      example: exampleOf(doc, raw!, 0),
    };
  }
  const responseHeaders = Object.fromEntries(
    Object.entries(op.responses ?? {})
      .filter(([, r]) => (r as { headers?: object }).headers)
      .map(([status, r]) => [status, Object.keys((r as { headers: object }).headers)]),
  );
  const limit = /(\d[\d,]*) requests per minute per API key/i.exec(op.description ?? '');
  const rateLimitPerMinute = limit ? Number(limit[1].replace(/,/g, '')) : null;
  return { method: method.toUpperCase(), path: route, auth, anonymous, successStatus, responseHeaders, rateLimitPerMinute, params, body };
}

/** A value for a JSON schema: its own example, else one built from its parts' examples. */
function exampleOf(doc: OpenApiDoc, schema: Schema, depth: number): unknown {
  if (depth > 20) throw new Error('examples: schema nesting too deep (recursive $ref?)');
  if (typeof schema.$ref === 'string') return exampleOf(doc, resolveRef(doc, schema.$ref), depth + 1);
  if ('example' in schema) return structuredClone(schema.example);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return structuredClone(schema.examples[0]);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key] as Schema[] | undefined;
    if (branches?.length) return exampleOf(doc, branches.find((b) => b.type !== 'null') ?? branches[0], depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => exampleOf(doc, part, depth + 1)));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([name, prop]) => [name, exampleOf(doc, prop, depth + 1)]));
    }
    case 'array': {
      const item = exampleOf(doc, (schema.items ?? {}) as Schema, depth + 1);
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => structuredClone(item));
    }
    case 'string':
      if (schema.format === 'date-time') return '2026-11-21T15:04:00.000Z';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 0);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      // No type (any JSON value): null is valid and says "no data" honestly.
      return null;
  }
}

/** An object schema's properties and required names, through $refs and allOf (later parts win). */
function flattenObject(doc: OpenApiDoc, schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  let s = schema;
  while (typeof s.$ref === 'string') s = resolveRef(doc, s.$ref);
  const out = { properties: { ...((s.properties ?? {}) as Record<string, Schema>) }, required: [...((s.required ?? []) as string[])] };
  for (const part of (s.allOf ?? []) as Schema[]) {
    const flat = flattenObject(doc, part);
    Object.assign(out.properties, flat.properties);
    out.required.push(...flat.required);
  }
  return out;
}

function resolveRef(doc: OpenApiDoc, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`examples: only local $refs are supported, got ${ref}`);
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (!node || typeof node !== 'object') throw new Error(`examples: unresolved $ref ${ref}`);
  return node as Schema;
}
