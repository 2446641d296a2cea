/**
 * Request and result types, derived from the generated schema by operationId so they follow the document
 * without hand-copied shapes.
 */
import type { operations } from './generated/schema.js';

export type { components, operations, paths } from './generated/schema.js';

export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body an operation accepts. */
export type RequestBodyOf<Op extends OperationId> = JsonContent<NonNullable<operations[Op]['requestBody']>>;
/** The JSON body of one documented status of an operation. */
export type ResponseBodyOf<Op extends OperationId, Status extends keyof operations[Op]['responses']> = JsonContent<operations[Op]['responses'][Status]>;

type ErrorStatusOf<Op extends OperationId> = Exclude<keyof operations[Op]['responses'], 200 | 201 | 202 | 204>;
type ErrorBodyOfOp<Op extends OperationId> = { [S in ErrorStatusOf<Op>]: ResponseBodyOf<Op, S> }[ErrorStatusOf<Op>];
/** Every documented error body of every operation. */
export type ApiErrorBody = { [Op in OperationId]: ErrorBodyOfOp<Op> }[OperationId];
/** The documented error codes (`invalid_request`, `unknown_hs`, `rate_limited`, ...). */
export type ApiErrorCode = ApiErrorBody['error'];

export type ClassifyRequest = RequestBodyOf<'classify'>;
export type ClassifyResult = ResponseBodyOf<'classify', 200>;
export type LandedCostRequest = RequestBodyOf<'landedCost'>;
export type LandedCostResult = ResponseBodyOf<'landedCost', 200>;
export type TariffRequest = NonNullable<operations['getTariff']['parameters']['path']> & NonNullable<operations['getTariff']['parameters']['query']>;
export type TariffResult = ResponseBodyOf<'getTariff', 200>;
export type CoverageResult = ResponseBodyOf<'getCoverage', 200>;
export type TranslateRequest = RequestBodyOf<'translate'>;
export type TranslateResult = ResponseBodyOf<'translate', 200>;
