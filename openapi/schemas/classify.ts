import { z } from '@hono/zod-openapi';
import { DEFAULT_CANDIDATES, MAX_CANDIDATES, QUERY_MAX_CHARS } from '../../server/src/classifier/limits.js';
import { DestinationSchema, RateLimitInfoSchema } from './common.js';

export const ClassifyRequestSchema = z
  .object({
    query: z
      .string()
      .trim()
      .min(1)
      .max(QUERY_MAX_CHARS)
      .openapi({
        description: `Free-text product description in any language, 1 to ${QUERY_MAX_CHARS.toLocaleString('en-US')} characters after trimming; outside that range the answer is 400 invalid_request. Non-English text is translated offline first (see \`detectedLanguage\` and \`englishText\` in the answer).`,
        example: 'cotton t-shirt for men',
      }),
    destination: DestinationSchema,
    candidates: z
      .number()
      .int()
      .min(1)
      .max(MAX_CANDIDATES)
      .optional()
      .openapi({ description: `How many ranked candidates to return, 1 to ${MAX_CANDIDATES}; default ${DEFAULT_CANDIDATES}.`, example: 5 }),
  })
  .openapi('ClassifyRequest', { example: { query: 'cotton t-shirt for men', destination: 'US' } });

export const ClassifyCandidateSchema = z
  .object({
    hs: z.string().openapi({
      description: "Candidate code: the destination's national line where the dataset has national lines under the subheading, else the 6-digit HS 2022 subheading.",
      example: '6109100012',
    }),
    score: z.number().min(0).max(1).openapi({ description: "The candidate's share of the ranking (softmax over the candidates' scores; not calibrated, see `confidence`).", example: 0.82 }),
    title: z.string().openapi({ description: 'Title of the national line, or of the HS subheading when the code has 6 digits.', example: "Of cotton: Men's or boys': Other T-shirts: Men's (338)" }),
  })
  .openapi('ClassifyCandidate');

const PathStepSchema = z
  .object({
    code: z.string().openapi({ example: '6109' }),
    title: z.string().openapi({ example: 'T-shirts, singlets and other vests; knitted or crocheted' }),
  })
  .openapi('ClassifyPathStep');

export const ClassifyResponseSchema = z
  .object({
    hs: z.string().openapi({
      description:
        "Best code for the destination: the national line (US 10 digits, JP 9, KR 10, UK 10, CN 8, AU 8, MX 8, BR 8) where the dataset has national lines under the chosen subheading, otherwise the 6-digit HS 2022 subheading. Always a code present in the destination's data.",
      example: '6109100012',
    }),
    confidence: z.number().min(0).max(1).openapi({
      description:
        'Calibrated probability that `hs` is right at 6 digits (measured with the evaluation harness, `npm run eval:classify`). Below 0.25 the answer carries a `low_confidence` warning: read the candidates.',
      example: 0.78,
    }),
    reasoning: z.string().openapi({
      description:
        'How the code was chosen, built from the evidence: which words named which heading, which attribute (material, knitted or woven, gender, …) chose the subheading or what was assumed, which national line was chosen and why, and the runner-up.',
      example:
        'Heading 6109 (T-shirts, singlets and other vests; knitted or crocheted): the description names "tshirt". Subheading 6109.10 (…; of cotton, knitted or crocheted) chosen by "cotton". US national line 6109100012 (…Men\'s): its title matches "cotton", "tshirt", "man".',
    }),
    candidates: z.array(ClassifyCandidateSchema).openapi({ description: 'Ranked candidates, best first (the first is `hs`).' }),
    detectedLanguage: z.string().openapi({ description: 'ISO 639-1 code of the language the query was read as (`en` when classified as given).', example: 'en' }),
    englishText: z.string().openapi({ description: 'The English text that was classified (the translation when the query was not English).', example: 'cotton t-shirt for men' }),
    path: z
      .object({
        chapter: PathStepSchema,
        heading: PathStepSchema,
        subheading: PathStepSchema,
        national: z.union([PathStepSchema, z.null()]).openapi({ description: 'The national line, or null when the destination has none under the subheading.' }),
      })
      .openapi({ description: 'HS 2022 chapter, heading and subheading of `hs`, with titles, and the national line.' }),
    warnings: z.array(z.string()).openapi({
      description: 'Machine-readable prefix, then an explanation: `low_confidence`, `low_translation_coverage`, `translation: …` (from the translator).',
      example: [],
    }),
    rate_limit: RateLimitInfoSchema,
  })
  .openapi('ClassifyResponse', {
    example: {
      hs: '6109100012',
      confidence: 0.84,
      reasoning:
        'Heading 6109 (T-shirts, singlets and other vests; knitted or crocheted): the description names "tshirt". Subheading 6109.10 (T-shirts, singlets and other vests; of cotton, knitted or crocheted) chosen by "cotton". US national line 6109100012 (Of cotton: Men\'s or boys\': Other T-shirts: Men\'s (338)): its title matches "cotton", "tshirt", "man". Next candidate: 6109.90 (T-shirts, singlets and other vests; of textile materials (other than cotton), knitted or crocheted).',
      candidates: [
        { hs: '6109100012', score: 0.91, title: "Of cotton: Men's or boys': Other T-shirts: Men's (338)" },
        { hs: '6109901009', score: 0.08, title: "Of other textile materials: Of man-made fibers: Men's or boys': Other (638)" },
      ],
      detectedLanguage: 'en',
      englishText: 'cotton t-shirt for men',
      path: {
        chapter: { code: '61', title: 'Apparel and clothing accessories; knitted or crocheted' },
        heading: { code: '6109', title: 'T-shirts, singlets and other vests; knitted or crocheted' },
        subheading: { code: '610910', title: 'T-shirts, singlets and other vests; of cotton, knitted or crocheted' },
        national: { code: '6109100012', title: "Of cotton: Men's or boys': Other T-shirts: Men's (338)" },
      },
      warnings: [],
      rate_limit: { remaining: 59, reset_at: '2026-11-21T15:04:00.000Z' },
    },
  });
