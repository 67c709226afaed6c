import { BUILDING_CODES } from '../../shared/catalog/buildings';
import { writeSkippingChanged } from './write-skipping-changed';
import { figures } from '../kernel/ledger/stay-account-rules';
import { legacyRoomBalances } from '../kernel/ledger/stay-debts';
import { markOwingIndexReady, owingIndexReady } from '../kernel/ledger/owing-now';
import { owingIndexKeys, toAccount, type Account } from '../kernel/model/stay-account';
import { keys } from '../platform/db/keys';
import { queryAll } from '../platform/db/query';
import { MAX_TX_ITEMS, updateItem, type TxItem } from '../platform/db/transact';

/**
 * One-off backfill of the owing index (GSI2 `AROWE#<building>`, kernel/model/stay-account.ts
 * `accountItem`): the accounts written before it was kept get its keys. Only an account owing needs
 * them, and every one owing is open, so each building's open accounts are read once (GSI1
 * `AROPEN#<building>`: O(open accounts), never the settled history) and each owing one lacking its
 * keys (or holding other ones) gets them by an update on the `version` read — an account written
 * meanwhile was put whole with its keys by that write, and is skipped. Then `META` /
 * `MIGRATION#stay-owing-index-v1`, after which the dashboard reads its oldest debts from the index
 * (kernel/ledger/owing-now.ts). Not while a room of old data still owes on its room object (no account,
 * so no index item): the marker waits for the receivables migration (jobs/stay-receivables.ts) and the
 * dashboard reads the old way meanwhile. Idempotent (a run cut short is run again); the local stack
 * runs it at every start after that migration (then one read); AWS: README.
 */
export async function backfillOwingIndex(): Promise<{ already: boolean; accounts: number; legacy: string[] }> {
  if (await owingIndexReady()) return { already: true, accounts: 0, legacy: [] };
  let accounts = 0;
  for (const building of BUILDING_CODES) {
    const updates = (await owingWithoutKeys(building)).map(indexAccount);
    for (let i = 0; i < updates.length; i += MAX_TX_ITEMS) accounts += await writeSkippingChanged(updates.slice(i, i + MAX_TX_ITEMS));
  }
  const legacy = [...new Set([...(await legacyRoomBalances()).values()].filter((r) => r.balance > 0).map((r) => r.ref.building))].sort();
  if (!legacy.length) await markOwingIndexReady('backfill-owing-index');
  return { already: false, accounts, legacy };
}

type Keyed = { account: Account; keys: { GSI2PK: string; GSI2SK: string } };

/** The building's owing accounts whose owing-index keys are missing or not the ones their figures give. */
async function owingWithoutKeys(building: string): Promise<Keyed[]> {
  const open = await queryAll({
    IndexName: 'byBuildingMonth',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.stayAccountsOpen(building) },
  });
  return open.flatMap((item) => {
    const a = toAccount(item);
    const f = figures(a.state);
    if (f.balance <= 0 || !f.oldest) return [];
    const want = owingIndexKeys(a, f.oldest.date, f.balance);
    return item.GSI2PK === want.GSI2PK && item.GSI2SK === want.GSI2SK ? [] : [{ account: a, keys: want }];
  });
}

const indexAccount = ({ account: a, keys: k }: Keyed): TxItem =>
  updateItem(keys.stayAccount(a.building, a.room_id, a.stay_id), {
    expression: 'SET GSI2PK = :pk, GSI2SK = :sk',
    condition: 'version = :v',
    values: { ':pk': k.GSI2PK, ':sk': k.GSI2SK, ':v': a.version },
    conflict: 'Công nợ của lượt thuê vừa thay đổi',
  });
