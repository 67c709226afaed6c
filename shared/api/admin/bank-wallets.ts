import * as z from 'zod';
import { endpoint } from '../endpoint';
import { BUILDING_CODES, type BuildingCode } from '../../catalog/buildings';
import { WALLETS } from '../../catalog/wallets';

/** The bank wallets (2..5) whose account a VietQR may name: cash boxes cannot be paid by transfer. */
export const BANK_WALLET_IDS = WALLETS.filter((w) => w.kind === 'bank').map((w) => w.id);

const bankWalletId = z
  .number({ error: 'Vui lòng chọn ví ngân hàng' })
  .int('Ví ngân hàng không hợp lệ')
  .refine((id) => BANK_WALLET_IDS.includes(id), `Chỉ ví ngân hàng (${BANK_WALLET_IDS.join(', ')}) mới có tài khoản nhận chuyển khoản`);

/** One bank wallet's account, as a VietQR needs it (EMVCo: the NAPAS BIN and the account number). */
export const bankWallet = z.strictObject({
  wallet: bankWalletId,
  bank_name: z.string({ error: 'Vui lòng nhập tên ngân hàng' }).trim().min(2, 'Tên ngân hàng tối thiểu 2 ký tự').max(100, 'Tên ngân hàng tối đa 100 ký tự'),
  bin: z.string({ error: 'Vui lòng nhập mã BIN ngân hàng' }).regex(/^\d{6}$/, 'Mã BIN ngân hàng (NAPAS) gồm đúng 6 chữ số'),
  account_no: z.string({ error: 'Vui lòng nhập số tài khoản' }).regex(/^\d{1,19}$/, 'Số tài khoản chỉ gồm chữ số (tối đa 19 số)'),
  holder: z
    .string({ error: 'Vui lòng nhập tên chủ tài khoản' })
    .trim()
    .min(1, 'Vui lòng nhập tên chủ tài khoản')
    .max(50, 'Tên chủ tài khoản tối đa 50 ký tự')
    .regex(/^[A-Z0-9 .,'-]+$/, 'Tên chủ tài khoản viết HOA không dấu (như trên thẻ ngân hàng)'),
});
export type BankWallet = z.infer<typeof bankWallet>;

/** Which bank wallet each building collects into (a building may have none yet: no QR on its prints). */
const collectMap = z.partialRecord(z.enum(BUILDING_CODES, 'Toà nhà không hợp lệ'), bankWalletId);

const settingsFields = {
  wallets: z.array(bankWallet).max(BANK_WALLET_IDS.length, `Tối đa ${BANK_WALLET_IDS.length} ví ngân hàng`),
  collect: collectMap,
};

/** What is stored and answered; `version` 0 means never set (no wallets, no mapping). */
export const bankSettings = z.object({
  wallets: z.array(bankWallet),
  collect: z.partialRecord(z.enum(BUILDING_CODES), z.number().int()),
  version: z.number().int(),
  updated_at: z.string().optional(),
  updated_by: z.string().optional(),
});
export type BankSettings = z.infer<typeof bankSettings>;

export const getBankWallets = endpoint({
  method: 'GET',
  access: 'staff',
  path: '/api/settings/bank-wallets',
  summary: 'Tài khoản ngân hàng của các ví 2–5 và ví mỗi toà thu tiền vào (cho mã VietQR trên phiếu in)',
  response: bankSettings,
});

export const putBankWallets = endpoint({
  method: 'PUT',
  access: 'admin',
  idempotent: true,
  affects: ['admin', 'receipts', 'logs'],
  path: '/api/settings/bank-wallets',
  summary: 'Lưu toàn bộ cài đặt tài khoản ngân hàng (theo phiên bản đã đọc: 409 nếu người khác vừa sửa)',
  body: z
    .strictObject({ ...settingsFields, version: z.number({ error: 'Thiếu phiên bản cài đặt' }).int('Phiên bản không hợp lệ').min(0, 'Phiên bản không hợp lệ') })
    .superRefine((v, ctx) => {
      const seen = new Set<number>();
      v.wallets.forEach((w, i) => {
        if (seen.has(w.wallet)) ctx.addIssue({ code: 'custom', path: ['wallets', i, 'wallet'], message: `Ví ${w.wallet} bị khai báo hai lần` });
        seen.add(w.wallet);
      });
      for (const [building, wallet] of Object.entries(v.collect))
        if (wallet !== undefined && !seen.has(wallet))
          ctx.addIssue({ code: 'custom', path: ['collect', building], message: `Ví ${wallet} chưa có tài khoản ngân hàng ở trên` });
    }),
  response: bankSettings,
});

/** The account a building's tenants pay into, or why there is none (shown instead of the QR). */
export function collectAccountOf(s: Pick<BankSettings, 'wallets' | 'collect'> | undefined, building: string): { account: BankWallet } | { missing: string } {
  if (!s) return { missing: 'Chưa tải được cài đặt tài khoản ngân hàng' };
  const wallet = s.collect[building as BuildingCode];
  if (wallet === undefined) return { missing: `Chưa cài đặt ví ngân hàng thu tiền của toà ${building} (trang Quản trị)` };
  const account = s.wallets.find((w) => w.wallet === wallet);
  return account ? { account } : { missing: `Ví ${wallet} chưa có tài khoản ngân hàng (trang Quản trị)` };
}
