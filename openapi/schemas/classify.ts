import { z } from '@hono/zod-openapi';
import { DestinationSchema, RateLimitInfoSchema } from './common.js';

export const ClassifyRequestSchema = z
  .object({
    query: z.string().openapi({ description: 'Free-text product description in any language, 1 to 2,000 characters after trimming.', example: 'cotton t-shirt for men' }),
    destination: DestinationSchema,
  })
  .openapi('ClassifyRequest');

export const ClassifyCandidateSchema = z
  .object({
    hs: z.string().openapi({ description: 'Candidate code (national length where the destination has national lines).', example: '6109100012' }),
    score: z.number().min(0).max(1).openapi({ description: 'Relative score of the candidate.', example: 0.82 }),
    title: z.string().openapi({ description: 'Title of the code.', example: "T-shirts, of cotton, knitted, men's or boys'" }),
  })
  .openapi('ClassifyCandidate');

export const ClassifyResponseSchema = z
  .object({
    hs: z.string().openapi({ description: 'Best code for the destination.', example: '6109100012' }),
    confidence: z.number().min(0).max(1).openapi({ description: 'Calibrated probability that `hs` is right at 6 digits.', example: 0.78 }),
    reasoning: z.string().openapi({ description: 'How the code was chosen.', example: 'Matched "t-shirt" to heading 6109 …' }),
    candidates: z.array(ClassifyCandidateSchema),
    rate_limit: RateLimitInfoSchema,
  })
  .openapi('ClassifyResponse');
