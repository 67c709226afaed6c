/**
 * The admin area in an operator's words: the database's and Cognito's status codes, billing modes and
 * index names as people say them. A code not listed here shows as "Không rõ", never in English.
 */
export const TABLE_STATUS: Record<string, { text: string; color: string }> = {
  ACTIVE: { text: 'Đang hoạt động', color: 'green' },
  CREATING: { text: 'Đang tạo', color: 'gold' },
  UPDATING: { text: 'Đang cập nhật', color: 'gold' },
  DELETING: { text: 'Đang xoá', color: 'red' },
  ARCHIVING: { text: 'Đang lưu trữ', color: 'gold' },
  ARCHIVED: { text: 'Đã lưu trữ', color: 'default' },
  INACCESSIBLE_ENCRYPTION_CREDENTIALS: { text: 'Không truy cập được khoá mã hoá', color: 'red' },
};

export const BILLING_MODES: Record<string, string> = {
  PAY_PER_REQUEST: 'Theo số lượt đọc/ghi',
  PROVISIONED: 'Theo dung lượng đặt trước',
};

/** The table's lookups (docs/table-design.md), by what they find. */
export const INDEX_PURPOSES: Record<string, string> = {
  byEntityType: 'theo loại bản ghi',
  byRoom: 'theo phòng',
  byBuildingMonth: 'theo toà và tháng',
};

export const STAGES: Record<string, string> = {
  local: 'Máy cục bộ',
  dev: 'Thử nghiệm',
  test: 'Thử nghiệm',
  staging: 'Chạy thử',
  prod: 'Chính thức',
};

/** Cognito's account states. */
export const USER_STATUS: Record<string, { text: string; color: string }> = {
  CONFIRMED: { text: 'Đang hoạt động', color: 'green' },
  FORCE_CHANGE_PASSWORD: { text: 'Chờ đổi mật khẩu', color: 'gold' },
  RESET_REQUIRED: { text: 'Cần đặt lại mật khẩu', color: 'gold' },
  UNCONFIRMED: { text: 'Chưa xác nhận', color: 'gold' },
  ARCHIVED: { text: 'Đã lưu trữ', color: 'default' },
  COMPROMISED: { text: 'Bị lộ mật khẩu', color: 'red' },
  EXTERNAL_PROVIDER: { text: 'Đăng nhập ngoài', color: 'blue' },
};
export const DISABLED_USER = { text: 'Đã khoá', color: 'default' };
export const UNKNOWN = 'Không rõ';
/** A count the server has not finished (its old data is still being counted once): no partial number. */
export const COUNTING = 'đang đếm';

export const userStatus = (u: { enabled: boolean; status: string }) =>
  u.enabled ? (USER_STATUS[u.status] ?? { text: UNKNOWN, color: 'default' }) : DISABLED_USER;
export const tableStatus = (code: string) => TABLE_STATUS[code] ?? { text: UNKNOWN, color: 'default' };
export const indexesText = (names: readonly string[]) =>
  names.length ? `${names.length} (${names.map((n) => INDEX_PURPOSES[n] ?? 'tra cứu khác').join(', ')})` : 'Không có';
