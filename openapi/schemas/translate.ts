import { z } from '@hono/zod-openapi';

export const TranslateRequestSchema = z
  .object({
    text: z.string().openapi({ description: 'Product text in any language, 1 to 5,000 characters after trimming.', example: '纯棉男士短袖T恤' }),
  })
  .openapi('TranslateRequest');

export const TranslateResponseSchema = z
  .object({
    en: z.string().openapi({ description: 'English text.', example: "men's short-sleeved cotton T-shirt" }),
    zh: z.string().openapi({ description: 'Simplified Chinese text.', example: '纯棉男士短袖T恤' }),
  })
  .openapi('TranslateResponse');
