import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import type { Endpoint, ResponseOf } from '../../../../shared/api/endpoint';
import { placeServerErrors } from './server-errors';
import { useVoucherAction, type ActionInput, type VoucherBody } from './use-voucher-action';
import { focusFirstField, focusFirstInvalid, useVoucherKeys, type VoucherFormProps } from './voucher-keys';

export type { VoucherBody } from './use-voucher-action';

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

/** A body, or the function that makes it (reading a file first). */
type Submitted<E extends Endpoint> = VoucherBody<E> | (() => Promise<VoucherBody<E>>);

export interface VoucherForm<E extends Endpoint> {
  /**
   * Sends the body as this submission; the same body again (a retry) is the same submission. A body
   * still to be made (a file read in the browser) is given as the function making it: the form is
   * busy meanwhile, and the submission is the body it makes.
   */
  submit: (body: Submitted<E>) => void;
  pending: boolean;
  /** What the server refused that belongs to no field, for above the form. */
  problem?: string;
  /** The form's own refusal above it (a rule only the form knows), or undefined to clear it. */
  setProblem: (problem?: string) => void;
  /** Forgets the refusal shown above the form (closing a dialog). */
  reset: () => void;
  /**
   * Spread on the antd <Form> (`<Form {...voucher.formProps} form={form} onFinish={…}>`): Enter goes to
   * the next field and never saves, Ctrl+Enter (⌘+Enter) saves, and focus goes to the first refused
   * field, or after a save to the first field for the next slip.
   */
  formProps: VoucherFormProps;
}

/**
 * THE way a voucher form talks to the server (in the spirit of refine's useForm): it owns the
 * submission (one Idempotency-Key per submitted body, kept while that body is retried so a slip
 * posts once, a new one for a changed body, retired on success), places the server's refusals on the
 * fields they name (by `field` and `errors[].path`, never by reading the message) with the rest above
 * the form, and after success refreshes exactly the reads of the domains the contract says the write
 * affects. The one error dialog still shows every failure. Buttons without a form: useVoucherAction.
 */
export function useVoucherForm<E extends Endpoint>({ form, endpoint, params, fields, aliases, onSuccess }: VoucherFormOptions<E>): VoucherForm<E> {
  const [problem, setProblem] = useState<string>();
  const keys = useVoucherKeys();

  const action = useVoucherAction({
    endpoint,
    request: async (body: Submitted<E>) =>
      ({ body: typeof body === 'function' ? await (body as () => Promise<VoucherBody<E>>)() : body, ...(params ? { params } : {}) }) as ActionInput<E>,
    onSuccess: async (result, _body, sent) => {
      setProblem(undefined);
      await onSuccess?.(result, sent.body as VoucherBody<E>);
      keys.focusAfter(focusFirstField);
    },
    onError: (error) => {
      const placed = placeServerErrors(error, fields, aliases);
      form.setFields(placed.fields);
      setProblem(placed.message);
      keys.focusAfter(focusFirstInvalid);
    },
  });

  const { run } = action;
  const submit = useCallback(
    (body: Submitted<E>) => {
      setProblem(undefined);
      run(body);
    },
    [run],
  );
  const reset = useCallback(() => setProblem(undefined), []);

  keys.setPending(action.pending);

  return { submit, pending: action.pending, problem, setProblem, reset, formProps: keys.props };
}
