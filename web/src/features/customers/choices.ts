import { look, type StatusLook } from '../../components/status/status-look';

export const CONTRACT_STATUS: Record<string, StatusLook> = {
  active: look('Đang hiệu lực', 'green'),
  ended: look('Đã kết thúc', 'default'),
};
