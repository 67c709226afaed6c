import type { Stay } from '../../../shared/api/stays';
import { about, createItem, type TxItem } from '../../platform/db/transact';
import type { Entry } from '../../kernel/ledger/entry';
import { newAccount, stayInfoOf, writeAccount } from '../../kernel/model/stay-account';
import { EMPTY_ACCOUNT } from '../../kernel/ledger/stay-account-rules';
import { customerCreated } from '../../customers';
import { contractItem, contractOf } from './contract';
import { stayItem } from './stay';

/**
 * What a stay's start writes beside its room's move and its money: the stay, its receivable account
 * (empty: the room's money is this stay's from now on), its contract and one customer per occupant.
 * One list for every way a stay starts (the check-in, the go-live import's current stays), so an
 * imported stay is the same records as one typed in.
 */
export const stayStartRecords = (stay: Stay, entry: Entry | undefined, at: string): TxItem[] => [
  createItem(stayItem(stay, entry), 'Phiếu nhận phòng trùng khoá'),
  writeAccount(newAccount(stayInfoOf(stay)), EMPTY_ACCOUNT),
  about(createItem(contractItem(contractOf(stay, at)), `Số hợp đồng ${stay.contract_no} đã có ở toà ${stay.building}`), 'contract_no', 'duplicate'),
  ...stay.occupants.map((o) => customerCreated(stay, o, stay.start_date)),
];
