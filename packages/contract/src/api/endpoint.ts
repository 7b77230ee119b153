import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `staff` is any signed-in member of an organisation; `orgAdmin` and
 * `operator` narrow it to ROLE_ADMIN / ROLE_SUPER_ADMIN; `staffOrPublic` answers anyone and knows
 * the caller when a token is sent; `interviewKey` is the external interview service's API key.
 */
export type EndpointAuth = 'public' | 'staffOrPublic' | 'staff' | 'orgAdmin' | 'operator' | 'interviewKey';

/** The parameter names of a path such as '/api/applications/:id/notes'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** Success statuses an endpoint answers with a JSON body. */
export type SuccessStatus = 200 | 201 | 202;
/** Error statuses an endpoint declares; each answers `{ message, error }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export interface EndpointDefinition<Path extends string = string> {
  method: HttpMethod;
  path: Path;
  auth: EndpointAuth;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** Path parameters: an object schema with exactly the path's `:names`. */
  params?: z.ZodType<Record<PathParamNames<Path>, unknown>>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data, read by the route (files cannot be a JSON schema). */
  multipart?: true;
  /** The JSON answer per success status; absent for an answer that is a file. */
  responses?: Partial<Record<SuccessStatus, z.ZodType>>;
  errors: readonly ErrorStatus[];
}

/**
 * Declares one call of the API. The server registers its route from it (validation,
 * serialization, OpenAPI) and the web calls it through the typed client, so a path, parameter or
 * field that changes here fails the type check on both sides.
 */
export function defineEndpoint<const Path extends string, const E extends EndpointDefinition<Path>>(endpoint: E & { path: Path }): E {
  return endpoint;
}

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: path parameters and query as the server reads them, the body as it accepts it. */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends z.ZodType
  ? { params: SchemaOutput<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: SchemaInput<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: SchemaInput<E['body']> } : E['multipart'] extends true ? { body: FormData } : { body?: never });

type ResponsesOf<E extends EndpointDefinition> = NonNullable<E['responses']>;

/** The answer of a successful call, as the response schema reads it. */
export type EndpointOutput<E extends EndpointDefinition> = SchemaOutput<ResponsesOf<E>[keyof ResponsesOf<E>]>;

/** The schema that reads a successful answer, or none when the answer is a file. */
export function successSchema(endpoint: EndpointDefinition): z.ZodType | undefined {
  const responses = endpoint.responses ?? {};
  return responses[200] ?? responses[201] ?? responses[202];
}

/** The path with its parameters filled in, each one URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}
