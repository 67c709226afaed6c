import * as z from 'zod';
import { endpoint } from './endpoint';

export const latestPaymentLog = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/payments/latest-payment-log',
  summary: 'Kỳ tính tiền mới nhất: các ngày trước ngày đầu tháng này bị khoá sổ (null khi chưa có kỳ nào)',
  response: z.object({ month: z.string().regex(/^\d{4}-\d{2}$/).nullable() }),
});
