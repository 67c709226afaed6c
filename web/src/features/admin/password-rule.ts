import type { Rule } from 'antd/es/form';
import { password } from '../../../../shared/api/admin/users';

/** The server's password rules, checked in the form so the admin sees the reason before sending. */
export const passwordRule: Rule = {
  validator: async (_rule, value: string | undefined) => {
    const r = password.safeParse(value ?? '');
    if (!r.success) throw new Error(r.error.issues[0]?.message ?? 'Mật khẩu không hợp lệ');
  },
};
