import type { BuildingCode } from '../../shared/catalog/buildings';
import type { Caller } from '../platform/claims';
import type { TxItem } from '../platform/db/transact';
import { batchWritten } from './model/go-live-import';
import { importId } from './rules/import-ids';
import type { SheetRow } from './rules/sheet-rows';

/** What every batch of one import knows: the file, the cut-over date, who imports, the rows around. */
export interface BatchContext {
  fileHash: string;
  cutOver: string;
  caller: Pick<Caller, 'sub' | 'username'>;
  /** The readings sheet's rows by `<building>-<room>`: a stay's start readings. */
  readings: ReadonlyMap<string, SheetRow>;
  /** The answer stored with the request's first transaction (HTTP idempotency): the progress so far. */
  answer: () => unknown;
}

/** The batch's mark, for its own transaction: written once, and the proof it was written. */
export const marked = (c: BatchContext, key: string, at: string): TxItem => batchWritten(c.fileHash, key, at);

/** The id of a record made from a row (rules/import-ids.ts). */
export const idOf = (c: BatchContext, what: string, date: string) => importId(c.fileHash, what, date);

/** The cut-over month: the readings' sheets and the opening entries' month. */
export const cutOverMonth = (c: BatchContext) => c.cutOver.slice(0, 7);

export type { BuildingCode };
