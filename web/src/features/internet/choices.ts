import { INTERNET_STATUS_TEXT, type InternetEvent, type InternetStatus } from '../../../../shared/api/internet';
import { look, type StatusLook } from '../../components/status/status-look';

const COLORS: Record<InternetStatus, string> = { active: 'green', cut: 'orange', cancelled: 'default' };
export const INTERNET_STATUS: Record<InternetStatus, StatusLook> = {
  active: look(INTERNET_STATUS_TEXT.active, COLORS.active),
  cut: look(INTERNET_STATUS_TEXT.cut, COLORS.cut),
  cancelled: look(INTERNET_STATUS_TEXT.cancelled, COLORS.cancelled),
};

/** A history line's event in staff's words. */
export const INTERNET_EVENT_TEXT: Record<InternetEvent, string> = {
  registered: 'Đăng ký',
  cut: 'Cắt',
  activated: 'Mở lại',
  cancelled: 'Huỷ',
  room_changed: 'Chuyển phòng',
};

/** Providers offered first in the form (any other may be typed). */
export const PROVIDERS = ['VNPT', 'FPT', 'Viettel'].map((value) => ({ value }));
