/**
 * One contract suite, run against any Target: every case's response must validate against the document,
 * and every documented status of every operation must have been produced by some case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCases, type ContractCase, type RequestSpec } from './cases.js';
import { contractProblems, observe, operation, operations, type Observed } from './document.js';
import type { Target } from './targets.js';

export interface Exchange {
  case: ContractCase;
  request: RequestSpec;
  observed: Observed;
}

export function send(target: Target, spec: RequestSpec, c: ContractCase): Promise<Response> {
  const endpoint = target.endpoint(c.situation);
  const headers = { ...spec.headers };
  if (target.kind === 'mocks' && c.preferOnMocks) headers.prefer = `code=${c.expect[0]}`;
  return fetch(`${endpoint.baseUrl}${spec.path}`, { method: spec.method, headers, body: spec.body });
}

/** Sends a case (repeating it for rate limits) and returns the last exchange. */
export async function run(target: Target, c: ContractCase): Promise<Exchange> {
  const attempts = c.repeatUntilExpected ?? 1;
  let exchange: Exchange | undefined;
  for (let i = 0; i < attempts; i++) {
    const request = await c.request(target.endpoint(c.situation));
    const observed = await observe(await send(target, request, c));
    exchange = { case: c, request, observed };
    const problems = contractProblems(operation(c.operationId), observed);
    if (problems.length > 0 || c.expect.includes(observed.status)) break;
  }
  return exchange!;
}

export function defineContractSuite(name: string, start: () => Promise<Target>): void {
  describe(`contract: ${name}`, () => {
    let target: Target;
    const produced = new Map<string, Map<number, Exchange>>();
    const validAnswers = new Map<string, Exchange>();

    beforeAll(async () => {
      target = await start();
    });
    afterAll(async () => {
      await target?.close();
    });

    const cases = contractCases();
    for (const c of cases) {
      it(`${c.operationId} ${c.situation === 'normal' ? '' : `[${c.situation}] `}${c.title} → ${c.expect.join(' or ')}`, async () => {
        const exchange = await run(target, c);
        const { observed } = exchange;
        const problems = [...contractProblems(operation(c.operationId), observed), ...(c.check?.(observed) ?? [])];
        expect(problems.join('\n'), `${exchange.request.method} ${exchange.request.path}`).toBe('');
        expect(c.expect, `${c.operationId} ${c.title}: got ${observed.status} ${JSON.stringify(observed.body)?.slice(0, 400)}`).toContain(observed.status);
        const byStatus = produced.get(c.operationId) ?? new Map<number, Exchange>();
        byStatus.set(observed.status, exchange);
        if (c.situation === 'normal' && c.title.startsWith('valid request')) validAnswers.set(c.operationId, exchange);
        produced.set(c.operationId, byStatus);
      });
    }

    for (const op of operations) {
      it(`${op.operationId}: every documented status (${op.statuses.join(', ')}) was produced and validated`, () => {
        const byStatus = produced.get(op.operationId) ?? new Map<number, Exchange>();
        const missing = op.statuses.filter((s) => !byStatus.has(s));
        const valid = validAnswers.get(op.operationId);
        const hint =
          valid?.observed.status === 501
            ? ` The valid request got 501 ${JSON.stringify(valid.observed.body)}: the engine is not wired, so its success response cannot be checked yet.`
            : '';
        expect(missing, `${name}: ${op.operationId} documents ${missing.join(', ')} but no case produced it.${hint} Add a case in contract-tests/lib/cases.ts, or have the route's owner remove the status from the document.`).toEqual([]);
      });
    }

    it('a success body with a renamed field fails the contract', () => {
      const successes = [...produced.values()].flatMap((m) => [...m.values()]).filter((x) => x.observed.status < 300 && x.observed.body && typeof x.observed.body === 'object');
      expect(successes.length).toBeGreaterThan(0);
      for (const exchange of successes) {
        const body = exchange.observed.body as Record<string, unknown>;
        const field = Object.keys(body)[0];
        const renamed = Object.fromEntries(Object.entries(body).map(([k, v]) => [k === field ? `${k}Renamed` : k, v]));
        const problems = contractProblems(operation(exchange.case.operationId), { ...exchange.observed, body: renamed });
        expect(problems.join('\n'), `${exchange.case.operationId}: renaming ${field} went unnoticed`).toMatch(new RegExp(`must have required property '${field}'|must NOT have additional properties`));
      }
    });
  });
}
