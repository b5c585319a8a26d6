import type { z } from 'zod';
import type { ApiClient } from '@hs/client/api-client';

// Issue 37 item 2: the web calls the API only through the contract's `createRoute` objects.
// Their method, path template and schemas are plain data on objects the web already
// imports with the schemas, so reading them adds nothing to a page's bundle.

type JsonContent = { content?: { 'application/json'?: { schema?: unknown } } };

/** What the web reads off a contract route: method, path template, request and answers. */
export interface Operation {
  method: string;
  path: string;
  request?: { params?: unknown; query?: unknown; body?: unknown };
  responses: Record<string | number, unknown>;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : never;
type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Request<R extends Operation> = NonNullable<R['request']>;
type SchemaOf<C> = C extends JsonContent
  ? NonNullable<NonNullable<C['content']>['application/json']>['schema']
  : never;

/** The route's 200 (or 201) JSON answer. */
export type AnswerOf<R extends Operation> = Infer<
  SchemaOf<
    R['responses'] extends { 200: infer A }
      ? A
      : R['responses'] extends { 201: infer A }
        ? A
        : never
  >
>;

type Part<R extends Operation, K extends 'params' | 'query'> =
  Request<R> extends Record<K, infer S> ? { [P in K]: Input<S> } : { [P in K]?: never };
type BodyPart<R extends Operation> =
  Request<R> extends { body: infer B }
    ? SchemaOf<B> extends never
      ? { body: FormData }
      : { body: Input<SchemaOf<B>> | FormData }
    : { body?: never };

/** The JSON body a route takes, as the contract types it. */
export type BodyOf<R extends Operation> =
  Request<R> extends { body: infer B } ? Input<SchemaOf<B>> : never;

/** What a call of `R` takes: the path's params, the query, the body, as the contract types them. */
export type CallOf<R extends Operation> = Part<R, 'params'> &
  Part<R, 'query'> &
  BodyPart<R> & { signal?: AbortSignal };

type Values = Record<string, string | number | boolean | null | undefined>;

/** The route's path with `{name}` filled from `params` and `query` as its search string. */
export function operationPath(
  route: Pick<Operation, 'path'>,
  { params, query }: { params?: unknown; query?: unknown } = {},
): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Values | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query as Values | undefined) ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The schema of the route's 200 (or 201) JSON answer. */
export function answerSchema<R extends Operation>(route: R): z.ZodType<AnswerOf<R>> {
  const answer = (route.responses[200] ?? route.responses[201]) as JsonContent | undefined;
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${route.method} ${route.path} has no JSON answer`);
  return schema as z.ZodType<AnswerOf<R>>;
}

/** One call of a contract operation, its answer validated by the route's own schema. */
export function callOperation<R extends Operation>(
  api: ApiClient,
  route: R,
  call: CallOf<R>,
): Promise<AnswerOf<R>> {
  const { body, signal } = call as { body?: unknown; signal?: AbortSignal };
  return api.request(operationPath(route, call), {
    method: route.method.toUpperCase() as 'GET',
    schema: answerSchema(route),
    body,
    signal,
  });
}
