import type { FieldRule, RequestRules } from '../generated/examples.js';

export interface Issue {
  path: string;
  message: string;
}

/** Checks a request against the document's rules (types, required fields, bounds), like the server's 400. */
export function validateRequest(rules: RequestRules, input: { params: Record<string, string | undefined>; query: URLSearchParams; body?: unknown }): Issue[] {
  const issues: Issue[] = [];
  for (const param of rules.params) {
    const value = param.in === 'path' ? input.params[param.name] : param.in === 'query' ? (input.query.get(param.name) ?? undefined) : undefined;
    const where = param.in === 'path' ? 'params' : param.in;
    if (value === undefined) {
      if (param.required) issues.push({ path: `${where}.${param.name}`, message: 'Required' });
      continue;
    }
    issues.push(...checkField(`${where}.${param.name}`, decodeURIComponent(value), { ...param.rule, type: 'string' }));
  }
  if (rules.body && input.body !== undefined) {
    if (typeof input.body !== 'object' || input.body === null || Array.isArray(input.body)) {
      issues.push({ path: 'body', message: 'Expected an object' });
    } else {
      const body = input.body as Record<string, unknown>;
      for (const field of rules.body.fields) {
        if (body[field.name] === undefined) {
          if (field.required) issues.push({ path: `body.${field.name}`, message: 'Required' });
          continue;
        }
        issues.push(...checkField(`body.${field.name}`, body[field.name], field.rule));
      }
    }
  }
  return issues;
}

function checkField(path: string, value: unknown, rule: FieldRule): Issue[] {
  const types = rule.type === undefined ? [] : Array.isArray(rule.type) ? rule.type : [rule.type];
  if (types.length > 0 && !types.some((t) => matchesType(value, t))) return [{ path, message: `Expected ${types.join(' or ')}` }];
  if (rule.enum && !rule.enum.includes(value)) return [{ path, message: `Expected one of ${rule.enum.join(', ')}` }];
  if (typeof value === 'string') {
    if (rule.minLength !== undefined && value.length < rule.minLength) return [{ path, message: `Too short: at least ${rule.minLength} characters` }];
    if (rule.maxLength !== undefined && value.length > rule.maxLength) return [{ path, message: `Too long: at most ${rule.maxLength} characters` }];
  }
  if (typeof value === 'number') {
    if (rule.minimum !== undefined && value < rule.minimum) return [{ path, message: `Must be at least ${rule.minimum}` }];
    if (rule.maximum !== undefined && value > rule.maximum) return [{ path, message: `Must be at most ${rule.maximum}` }];
  }
  return [];
}

function matchesType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}
