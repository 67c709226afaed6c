/**
 * Journal lines name what they are about as `kind:id` (`room:BN-101`, `deposit:<id>`, `agent:<user>`,
 * business rules §7). These are the kinds in staff's words.
 */
export const OBJECT_KIND_LABELS: Record<string, string> = {
  room: 'Phòng',
  deposit: 'Cọc',
  customer: 'Khách hàng',
  stay: 'Lượt thuê',
  contract: 'Hợp đồng',
  landlady: 'Cô Gấm',
  partner: 'Đối tác',
  lender: 'Bên cho vay',
  agent: 'Người dẫn phòng',
  payee: 'Người nhận',
  repairman: 'Thợ sửa chữa',
};

/** `room:BN-101` → `Phòng BN-101`; an object without a known kind shows as it is. */
export function objectLabel(object: string | undefined): string {
  if (!object) return '';
  const i = object.indexOf(':');
  if (i <= 0) return object;
  const kind = OBJECT_KIND_LABELS[object.slice(0, i)];
  return kind ? `${kind} ${object.slice(i + 1)}` : object;
}
