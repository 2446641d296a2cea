import { z } from '@hono/zod-openapi';
import { DestinationSchema, HsCodeSchema } from './common.js';

export const TariffParamsSchema = z.object({
  country: DestinationSchema.openapi({ param: { name: 'country', in: 'path' } }),
  hs: HsCodeSchema.openapi({ param: { name: 'hs', in: 'path' } }),
});

export const TariffQuerySchema = z.object({
  origin: z
    .string()
    .length(2)
    .optional()
    .openapi({ param: { name: 'origin', in: 'query' }, description: 'ISO 3166-1 alpha-2 origin country; sets `tariff.fta` to the best preference open to that origin.', example: 'VN' }),
});

const rate = z.number().nullable().openapi({ description: 'Ad valorem rate as a fraction (0.165 = 16.5 %); null when there is no data.', example: 0.165 });

export const TariffResponseSchema = z
  .object({
    hs: z.object({
      code: z.string().openapi({ description: 'HS 2022 subheading (6 digits).', example: '610910' }),
      title: z.string().openapi({ description: 'HS 2022 title.', example: 'T-shirts, singlets and other vests; of cotton, knitted or crocheted' }),
    }),
    country: z.object({
      code: z.string().openapi({ example: 'US' }),
      name: z.string().openapi({ example: 'United States' }),
    }),
    tariff: z.object({
      mfn: rate,
      fta: rate.openapi({ description: 'Best preferential rate (see `origin`); null when none applies.', example: 0 }),
      vat: rate.openapi({ description: 'Import VAT/GST rate as a fraction; null when none applies or is unknown.', example: 0 }),
      sourceUrl: z.url().openapi({ description: 'Official publisher of the tariff.', example: 'https://hts.usitc.gov/' }),
      verifiedAt: z.iso.datetime().openapi({ description: 'Edition date of the source (ISO 8601 UTC).', example: '2026-06-08T00:00:00Z' }),
    }),
    other_countries: z.array(
      z.object({
        country: z.string().openapi({ example: 'EU' }),
        mfn: rate,
      }),
    ),
  })
  .openapi('TariffRecord');
