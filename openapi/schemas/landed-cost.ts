import { z } from '@hono/zod-openapi';
import { DestinationSchema, HsCodeSchema } from './common.js';

const usd = (description: string, example: number) => z.number().min(0).openapi({ description, example });

export const LandedCostRequestSchema = z
  .object({
    hs: HsCodeSchema,
    destination: DestinationSchema,
    origin: z.string().length(2).openapi({ description: 'Country of origin, ISO 3166-1 alpha-2.', example: 'CN' }),
    declaredValueUsd: usd('Value of the goods in USD, on the basis given by `incoterm`.', 1000),
    freightUsd: usd('Freight to the destination in USD.', 100),
    insuranceUsd: usd('Insurance in USD.', 10).optional(),
    incoterm: z.string().optional().openapi({ description: 'Incoterms 2020 rule of the declared price (default FOB).', example: 'FOB' }),
  })
  .openapi('LandedCostRequest');

export const LandedCostResponseSchema = z
  .object({
    totals: z.object({
      dutyUsd: usd('Duties in USD.', 133.2),
      vatUsd: usd('Import VAT/GST in USD.', 248.64),
      landedCostUsd: usd('Goods + freight + insurance + duties + fees + taxes.', 1491.84),
    }),
    breakdown: z.object({
      mfnRate: z.number().nullable().openapi({ example: 0.12 }),
      ftaRate: z.number().nullable().openapi({ example: null }),
      vatRate: z.number().nullable().openapi({ example: 0.2 }),
    }),
    tariff: z.object({
      hs: z.string().openapi({ example: '610910' }),
      mfn: z.number().nullable().openapi({ example: 0.12 }),
      verifiedAt: z.iso.datetime().openapi({ example: '2021-01-01T00:00:00Z' }),
    }),
  })
  .openapi('LandedCostResponse');
