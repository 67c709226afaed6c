/**
 * Record statuses and vehicle kinds in staff's words, as the lists show them: the server's exports
 * write the same text the screens' tags show.
 */
export const STAY_STATUS_TEXT: Record<string, string> = { active: 'Đang ở', checked_out: 'Đã trả phòng', removed: 'Đã xoá' };
export const CHECK_OUT_STATUS_TEXT: Record<string, string> = { done: 'Đã trả phòng', cancelled: 'Đã huỷ' };
export const RETURN_DEPOSIT_STATUS_TEXT: Record<string, string> = { pending: 'Chờ trả cọc', returned: 'Đã trả cọc', cancelled: 'Đã huỷ' };
export const RECEIPT_CHANGE_STATUS_TEXT: Record<string, string> = { active: 'Hiệu lực', cancelled: 'Đã huỷ', deleted: 'Đã xoá' };
export const CONTRACT_STATUS_TEXT: Record<string, string> = { active: 'Đang hiệu lực', ended: 'Đã kết thúc' };
export const CUSTOMER_STATUS_TEXT: Record<string, string> = { staying: 'Đang ở', left: 'Đã rời' };
export const VEHICLE_TEXT: Record<string, string> = { motorbike: 'Xe máy', electric_bike: 'Xe điện', bicycle: 'Xe đạp', car: 'Ô tô' };

/** A status's text, or the status itself when it is new. */
export const textOf = (table: Record<string, string>, status: string): string => table[status] ?? status;

export const vehicleText = (v: { type: string; plate?: string }): string => `${textOf(VEHICLE_TEXT, v.type)}${v.plate ? ` ${v.plate}` : ''}`;
