import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import type { Endpoint, ResponseOf } from '../../../../shared/api/endpoint';
import { call, newIdempotencyKey } from '../../api/client';
import { invalidateAffected } from '../../api/query-keys';
import { placeServerErrors } from './server-errors';

/** What a voucher form sends: the endpoint's request body as the contract takes it in. */
export type VoucherBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

export interface VoucherFormOptions<E extends Endpoint> {
  /** The antd form the refusals are placed on (or anything that takes them the same way: an entry grid). */
  form: Pick<FormInstance, 'setFields'>;
  /** The write the form submits: it says whether a retry replays (`idempotent`) and what to refresh (`affects`). */
  endpoint: E;
  /** The path's parameters (`{ id }` of `/api/meter-change/{id}`). */
  params?: Readonly<Record<string, string>>;
  /** The form's inputs by request path; list rows as `occupants.*.name`. */
  fields: readonly string[];
  /** Request fields the form calls otherwise, e.g. `{ stay_id: 'room_id' }` (the stay is picked by its room). */
  aliases?: Readonly<Record<string, string>>;
  /** After the server took it and before the affected reads refresh (notify, print, reset the form). */
  onSuccess?: (result: ResponseOf<E>, body: VoucherBody<E>) => void | Promise<void>;
}

export interface VoucherForm<E extends Endpoint> {
  /** Sends the body as this submission; the same body again (a retry) is the same submission. */
  submit: (body: VoucherBody<E>) => void;
  pending: boolean;
  /** What the server refused that belongs to no field, for above the form. */
  problem?: string;
  /** The form's own refusal above it (a rule only the form knows), or undefined to clear it. */
  setProblem: (problem?: string) => void;
  /** Forgets the refusal shown above the form (closing a dialog). */
  reset: () => void;
}

/**
 * THE way a voucher form talks to the server (in the spirit of refine's useForm): it owns the
 * submission (one Idempotency-Key per submitted body, kept while that body is retried so a slip
 * posts once, a new one for a changed body, retired on success), places the server's refusals on the
 * fields they name (by `field` and `errors[].path`, never by reading the message) with the rest above
 * the form, and after success refreshes exactly the reads of the domains the contract says the write
 * affects. The one error dialog still shows every failure.
 */
export function useVoucherForm<E extends Endpoint>({ form, endpoint, params, fields, aliases, onSuccess }: VoucherFormOptions<E>): VoucherForm<E> {
  const client = useQueryClient();
  const submission = useRef<{ body: string; key: string } | null>(null);
  const [problem, setProblem] = useState<string>();

  const mutation = useMutation({
    mutationKey: ['voucher', endpoint.method, endpoint.path],
    mutationFn: ({ body, key }: { body: VoucherBody<E>; key: string }) =>
      call(endpoint, { body, idempotencyKey: key, ...(params ? { params: { ...params } } : {}) } as Parameters<typeof call<E>>[1]),
    onSuccess: async (result, { body }) => {
      submission.current = null;
      setProblem(undefined);
      await onSuccess?.(result, body);
      await invalidateAffected(client, endpoint);
    },
    onError: (error) => {
      const placed = placeServerErrors(error, fields, aliases);
      form.setFields(placed.fields);
      setProblem(placed.message);
    },
  });

  const { mutate } = mutation;
  const submit = useCallback(
    (body: VoucherBody<E>) => {
      const text = JSON.stringify(body);
      if (submission.current?.body !== text) submission.current = { body: text, key: newIdempotencyKey() };
      setProblem(undefined);
      mutate({ body, key: submission.current.key });
    },
    [mutate],
  );
  const reset = useCallback(() => setProblem(undefined), []);

  return { submit, pending: mutation.isPending, problem, setProblem, reset };
}
