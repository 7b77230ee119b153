import { type EndpointAuth, type EndpointDefinition, type ErrorStatus, errorResponseSchema } from '@kairox/contract';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { authGuards, sessionTokenGuard } from './auth-guards.js';

/** OpenAPI security requirement per kind of caller (the schemes are declared in app.ts). */
const SECURITY: Record<EndpointAuth, Array<Record<string, string[]>> | undefined> = {
  public: undefined,
  staffOrPublic: [{}, { bearerAuth: [] }],
  staff: [{ bearerAuth: [] }],
  orgAdmin: [{ bearerAuth: [] }],
  operator: [{ bearerAuth: [] }],
  interviewKey: [{ interviewApiKey: [] }],
};

type ErrorResponses<E extends EndpointDefinition> = Record<E['errors'][number], typeof errorResponseSchema>;

/** The Fastify schema an endpoint's route is validated, serialized and documented by. */
type RouteSchema<E extends EndpointDefinition> = {
  params: E['params'] extends z.ZodType ? E['params'] : undefined;
  querystring: E['query'] extends z.ZodType ? E['query'] : undefined;
  body: E['body'] extends z.ZodType ? E['body'] : undefined;
  response: NonNullable<E['responses']> & ErrorResponses<E>;
};

export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

export type RouteGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What a route may need beyond its descriptor. */
export interface RouteOptions {
  /** The body of an error status that says more than `{ message, error }`, serialized and documented by this schema. */
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
  /**
   * A staff endpoint whose handler reads the caller's user row with its own first query (one round
   * trip fewer on the hottest lists): the guard checks the token alone (requireSessionToken).
   */
  sessionReadByHandler?: boolean;
}

/**
 * Registers routes from the contract's endpoint descriptors: method, path, schemas, OpenAPI text
 * and the guard of the endpoint's kind of caller all come from the descriptor, so a route file
 * holds only what the call does.
 */
export function endpointRouter(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guards = authGuards(ctx);
  return function route<const E extends EndpointDefinition>(endpoint: E, handler: EndpointHandler<E>, options: RouteOptions = {}) {
    const errors = Object.fromEntries(endpoint.errors.map((status) => [status, options.errorBodies?.[status] ?? errorResponseSchema]));
    const schema = withoutUndefined({
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      description: endpoint.description,
      security: SECURITY[endpoint.auth],
      params: endpoint.params,
      querystring: endpoint.query,
      body: endpoint.body,
      consumes: endpoint.multipart ? ['multipart/form-data'] : undefined,
      response: { ...endpoint.responses, ...errors },
    }) as unknown as RouteSchema<E>;
    const onRequest = options.sessionReadByHandler ? sessionTokenGuard(ctx, endpoint) : guards[endpoint.auth];
    api.route({ method: endpoint.method, url: endpoint.path, schema, ...(onRequest ? { onRequest } : {}), handler });
  };
}

/** Fastify warns of a schema part that is present but undefined. */
function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as Partial<T>;
}
