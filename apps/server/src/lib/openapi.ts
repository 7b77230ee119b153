import { errorResponseSchema } from '@kairox/contract';

/** Response schemas for the error statuses a route can answer, for validation and OpenAPI. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}
