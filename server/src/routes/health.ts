import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../../openapi/schemas/errors.js';
import type { App } from '../services.js';

const HealthSchema = z
  .object({
    status: z.literal('ok').openapi({ example: 'ok' }),
    dataset: z.boolean().openapi({ description: 'Whether the compiled tariff dataset is loaded.', example: true }),
  })
  .openapi('Health');

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'health',
  tags: ['Meta'],
  summary: 'Liveness of the service',
  description: 'Needs no authentication and is not rate limited.',
  security: [],
  responses: {
    200: { description: 'The service is up.', content: { 'application/json': { schema: HealthSchema } } },
    405: errorResponses[405],
  },
});

export function registerHealthRoute(app: App): void {
  app.openapi(healthRoute, (c) => c.json({ status: 'ok' as const, dataset: c.get('services')?.tariffStore != null }, 200));
}
