import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { z } from 'zod';
import type { Endpoint, ResponseOf } from '../../../../shared/api/endpoint';
import { call, newIdempotencyKey, type CallInput } from '../../api/client';
import { invalidateAffected } from '../../api/query-keys';

/** What a write sends as its body: the endpoint's request body as the contract takes it in. */
export type VoucherBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/**
 * What one action sends: the path's parameters (`{ id }` of `/api/repairman/{id}`) and the body. A
 * body that names a version carries the version of the record the screen showed, never a constant:
 * the server refuses (409) a record changed since, instead of overwriting what nobody saw.
 */
export type ActionInput<E extends Endpoint> = { params?: Readonly<Record<string, string>> } & (E['body'] extends z.ZodType
  ? { body: VoucherBody<E> }
  : { body?: undefined });

type Request<E extends Endpoint, V> = (intent: V) => ActionInput<E> | Promise<ActionInput<E>>;

export interface VoucherActionOptions<E extends Endpoint, V> {
  /**
   * The write the action sends: it says whether a retry replays (`idempotent`) and what to refresh
   * (`affects`). A screen that must not download the contracts up front (login) gives a loader of it.
   */
  endpoint: E | (() => Promise<E>);
  /** What an intent sends (it may read a file first); without it the intent is the input itself. */
  request?: Request<E, V>;
  /** After the server took it and before the affected reads refresh (notify, close a dialog). */
  onSuccess?: (result: ResponseOf<E>, intent: V, sent: ActionInput<E>) => void | Promise<void>;
  /** A failure, besides the one error dialog (to place a refusal on a form, or keep a note of it). */
  onError?: (error: unknown, intent: V) => void;
  /** The screen shows its own failure (login's fixed dialog): the one error dialog stays out. */
  silent?: boolean;
}

export interface VoucherAction<V> {
  /** Sends the intent; the same input again (a retry) is the same intent and carries the same key. */
  run: (intent: V) => void;
  pending: boolean;
  /** The intent being sent, while it is (which row's button spins). */
  running?: V;
}

/**
 * THE way a button writes (cancel, delete, confirm, import): the form hook's guarantees without a
 * form. It owns the intent: one Idempotency-Key per input sent (path parameters and body), kept while
 * that input is retried, so a click again after a lost answer replays instead of writing twice, a new
 * one for another input, retired on success. A refusal (a 400's errors, a 409's message) and any
 * other failure reach the one error dialog (notify) through the query client, unless `silent`.
 * After success it refreshes exactly the reads of the domains the contract says the write affects.
 */
export function useVoucherAction<E extends Endpoint>(options: VoucherActionOptions<E, ActionInput<E>> & { request?: undefined }): VoucherAction<ActionInput<E>>;
export function useVoucherAction<E extends Endpoint, V>(options: VoucherActionOptions<E, V> & { request: Request<E, V> }): VoucherAction<V>;
export function useVoucherAction<E extends Endpoint, V>({ endpoint, request, onSuccess, onError, silent }: VoucherActionOptions<E, V>): VoucherAction<V> {
  const client = useQueryClient();
  const intent = useRef<{ text: string; key: string } | null>(null);

  const mutation = useMutation({
    mutationKey: typeof endpoint === 'function' ? ['voucher'] : ['voucher', endpoint.method, endpoint.path],
    ...(silent ? { meta: { silent: true } } : {}),
    mutationFn: async (v: V) => {
      const [target, input] = await Promise.all([
        typeof endpoint === 'function' ? endpoint() : endpoint,
        request ? request(v) : (v as unknown as ActionInput<E>),
      ]);
      const text = JSON.stringify([input.params ?? null, input.body ?? null]);
      if (intent.current?.text !== text) intent.current = { text, key: newIdempotencyKey() };
      const key = intent.current.key;
      const result = await call(target, { body: input.body, ...(input.params ? { params: { ...input.params } } : {}), idempotencyKey: key } as CallInput<E>);
      return { result, target, input, key };
    },
    onSuccess: async ({ result, target, input, key }, v) => {
      // Another intent may have started meanwhile: only this one's key is retired.
      if (intent.current?.key === key) intent.current = null;
      await onSuccess?.(result, v, input);
      await invalidateAffected(client, target);
    },
    onError: (error, v) => onError?.(error, v),
  });

  const { mutate } = mutation;
  const run = useCallback((v: V) => mutate(v), [mutate]);
  return { run, pending: mutation.isPending, running: mutation.isPending ? mutation.variables : undefined };
}
