/**
 * `npm run bench:tariff`: GET /api/tariff/US/610910 through the full app (auth, rate limit, engine, LRU cache)
 * against a bare Hono route answering a static JSON body of the same size, measured in the same run with autocannon.
 * Also measures the dataset load time at start (the compiled dataset is built first if missing or stale).
 *
 *   BENCH_SECONDS per side (default 10, split into BENCH_ROUNDS alternating rounds, default 3), BENCH_CONNECTIONS (default 10)
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import pino from 'pino';
import { createApp } from '../src/app.js';
import { assembleServices } from '../src/bootstrap.js';
import { findOrCreateUser } from '../src/auth/users.js';
import { loadConfig } from '../src/config.js';
import { loadTariffStore } from '../src/dataset/store.js';
import { openMemoryDatabase } from '../src/storage/db.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const roundSeconds = Math.max(1, Math.round(seconds / rounds));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PATH = '/api/tariff/US/610910';

// 1. Dataset: time the load as the server does it at start. If the compiled dataset had to be built first, that
// run is the build; load again (timed) from the compiled file.
let built = false;
let t0 = performance.now();
let store = await loadTariffStore({ onBuild: () => (built = true) });
if (built) {
  console.log(`compiled dataset was missing or stale: built in ${(performance.now() - t0).toFixed(0)} ms; loading again`);
  t0 = performance.now();
  store = await loadTariffStore();
}
const loadMs = performance.now() - t0;
console.log(`dataset load at start: ${loadMs.toFixed(0)} ms (heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB)`);

// 2. The full app, with the tariff rate limit lifted so the benchmark measures the endpoint, not 429s.
const config = loadConfig({ ...process.env, TIS_RATE_LIMITS: JSON.stringify({ tariff: { key: 10_000_000, session: 10_000_000 } }) });
const db = await openMemoryDatabase();
const services = assembleServices({ config, logger: pino({ level: 'silent' }), db, tariffStore: store });
const { user } = await findOrCreateUser(db, 'bench@example.com');
const { key } = await services.keys.create(user.id, 'bench');
const app = createApp(services);

const probe = await app.request(`http://bench${PATH}`, { headers: { authorization: `Bearer ${key}` } });
if (probe.status !== 200) throw new Error(`tariff endpoint answered ${probe.status}: ${await probe.text()}`);
const body = await probe.text();

// 3. The baseline: a bare Hono route returning the same bytes as JSON.
const bare = new Hono();
const staticBody = JSON.parse(body) as object;
bare.get(PATH, (c) => c.json(staticBody));

function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({ server, url: `http://127.0.0.1:${info.port}` }));
  });
}

async function run(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url: `${url}${PATH}`, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const full = await listen(app.fetch);
const baseline = await listen(bare.fetch);
const auth = { authorization: `Bearer ${key}` };
console.log(`response body: ${body.length} bytes; ${connections} connections; ${rounds} alternating rounds of ${roundSeconds} s each`);
// Warm both (JIT, LRU), then alternate short rounds so that changes in machine load hit both sides alike.
await run(full.url, auth, 2);
await run(baseline.url, {}, 2);
const endpoint: Awaited<ReturnType<typeof run>>[] = [];
const reference: Awaited<ReturnType<typeof run>>[] = [];
for (let i = 0; i < rounds; i++) {
  endpoint.push(await run(full.url, auth, roundSeconds));
  reference.push(await run(baseline.url, {}, roundSeconds));
}
const summary = (name: string, rs: typeof endpoint) => {
  const total = rs.reduce((n, r) => n + r.total, 0);
  const rps = total / (rounds * roundSeconds);
  console.log(`${name.padEnd(28)} ${rps.toFixed(0).padStart(7)} req/s   p99 ${median(rs.map((r) => r.p99))} ms (median of rounds)   rounds: ${rs.map((r) => r.rps.toFixed(0)).join(', ')} req/s`);
  return rps;
};
const e = summary('GET /api/tariff/US/610910', endpoint);
const b = summary('bare Hono static JSON', reference);
console.log(`ratio endpoint / bare: ${(e / b).toFixed(2)} (target >= 0.7); per round: ${endpoint.map((r, i) => (r.rps / reference[i].rps).toFixed(2)).join(', ')}`);
full.server.close();
baseline.server.close();
