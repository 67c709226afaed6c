import { keys } from '../../platform/db/keys';
import { getItem, getMany, type Item } from '../../platform/db/items';
import { putItem, updateItem, type TxItem } from '../../platform/db/transact';

/**
 * A stay's tenant bill link (`TBLINK#<stay>` / `LINK`): its issue number — a token of another issue
 * answers 404, so issuing again kills every older link of the stay — when it was issued, by whom, its
 * expiry and when it was last sent. Where the stay is (building, room) is kept here so a tenant's
 * read finds the stay's account without reading the stay.
 */
export interface BillLink {
  stay_id: string;
  building: string;
  room_id: string;
  version: number;
  issued_at: string;
  issued_by: string;
  expires_at: string;
  /** When staff last marked this issue sent, and who: a new issue drops both (its link was not sent yet). */
  sent_at?: string;
  sent_by?: string;
}

export const toBillLink = (i: Item): BillLink => ({
  stay_id: String(i.stay_id),
  building: String(i.building),
  room_id: String(i.room_id),
  version: Number(i.version),
  issued_at: String(i.issued_at),
  issued_by: String(i.issued_by ?? ''),
  expires_at: String(i.expires_at),
  ...(i.sent_at ? { sent_at: String(i.sent_at) } : {}),
  ...(i.sent_by ? { sent_by: String(i.sent_by) } : {}),
});

/** The stay's link, undefined when none was ever issued. */
export async function getBillLink(stayId: string, consistent = false): Promise<BillLink | undefined> {
  const i = await getItem(keys.tenantBillLink(stayId), { consistent });
  return i ? toBillLink(i) : undefined;
}

/** The link's new issue, written on the issue it was read with (none: created), so two issues at once cannot both win. */
export function writeBillLink(link: BillLink, readVersion: number | undefined): TxItem {
  return putItem(
    { ...keys.tenantBillLink(link.stay_id), entity: 'tenant_bill_link', ...link },
    readVersion === undefined
      ? { expression: 'attribute_not_exists(PK)', conflict: 'Liên kết hoá đơn của lượt thuê vừa được tạo, vui lòng thử lại' }
      : { expression: 'version = :v', values: { ':v': readVersion }, conflict: 'Liên kết hoá đơn của lượt thuê vừa được tạo lại, vui lòng thử lại' },
  );
}

/** Several stays' links at once (one strongly consistent BatchGet), by stay. */
export async function billLinksOf(stayIds: readonly string[]): Promise<Map<string, BillLink>> {
  const items = stayIds.length ? await getMany(stayIds.map(keys.tenantBillLink), { consistent: true }) : [];
  return new Map(items.map((i) => [String(i.stay_id), toBillLink(i)]));
}

/**
 * Marks the link's issue `version` sent (the latest send wins: a reminder sent again is sent again).
 * Only that issue: once the link was issued again, what staff copied is dead and is not "sent".
 */
export const markBillLinkSent = (stayId: string, version: number, at: string, by: string): TxItem =>
  updateItem(keys.tenantBillLink(stayId), {
    expression: 'SET sent_at = :at, sent_by = :by',
    condition: 'version = :v',
    values: { ':at': at, ':by': by, ':v': version },
    conflict: 'Liên kết hoá đơn của lượt thuê đã được tạo lại: vui lòng sao chép và gửi liên kết mới',
    field: 'version',
  });
