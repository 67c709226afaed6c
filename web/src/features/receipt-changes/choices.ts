import { look, type StatusLook } from '../../components/status/status-look';

export const RECEIPT_CHANGE_STATUS: Record<string, StatusLook> = {
  active: look('Hiệu lực', 'green'),
  cancelled: look('Đã huỷ', 'orange'),
  deleted: look('Đã xoá', 'default'),
};
