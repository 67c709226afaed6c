import type { z } from 'zod';
import './zod-vi';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API operation's contract: what the web sends and what the server answers.
 * Both sides import it, so a request or response shape is written exactly once.
 */
export interface Endpoint {
  method: Method;
  /** Full path as API Gateway sees it, e.g. `/api/rooms/{id}`. */
  path: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /** HTTP status of a success answer; 200 unless a create says 201. */
  status?: 200 | 201;
}

export const endpoint = <const E extends Endpoint>(e: E): E => e;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type QueryOf<E extends Endpoint> = Infer<E['query']>;
export type BodyOf<E extends Endpoint> = Infer<E['body']>;
export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
