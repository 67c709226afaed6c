import type { Caller } from '../platform/claims';

/**
 * What a caller may see of deposits (issue 8 §6). A guard (SECURITY) shows rooms and takes deposits
 * as their agent: they read only the deposits they brought in (agent_user_id is their own sub), and
 * never the customer's phone or ID number. Staff and admin see everything. The route table lets a
 * guard call these reads at all; this is the row and field rule behind it.
 */
export interface DepositView {
  /** A guard: only their own rows, without the customer's contact and identity. */
  readonly guard: boolean;
  /** The caller may see this deposit (or commission row). */
  owns(d: { agent_user_id?: unknown }): boolean;
  /** The answer as the caller may see it. */
  shown<T extends { phone?: unknown; id_number?: unknown }>(d: T): T;
}

const everything: DepositView = { guard: false, owns: () => true, shown: (d) => d };

export function depositViewOf(caller: Caller): DepositView {
  if (caller.role !== 'SECURITY') return everything;
  return {
    guard: true,
    owns: (d) => d.agent_user_id === caller.sub,
    shown: <T extends { phone?: unknown; id_number?: unknown }>(d: T): T => {
      const { phone: _phone, id_number: _idNumber, ...rest } = d;
      return rest as T;
    },
  };
}
