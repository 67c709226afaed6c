// The class alone: the package's index also loads its 60-bank catalogue, which no payload needs.
import { QRPay } from 'vietnam-qr-pay/dist/qr-pay';
import type { BankWallet } from '../api/admin/bank-wallets';

/**
 * A room's stable payment code (business rules §9): building + room id, ASCII letters and digits
 * only, e.g. `BN101`, `MA117MA`. Bank matching looks for exactly this in a transfer's text.
 */
export const paymentCode = (building: string, roomId: string): string => `${building}${roomId}`.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The transfer text of a room for a month (`YYYY-MM`): `<code> T<MM><YY>`, e.g. `BN101 T1125`, no diacritics. */
export const transferText = (building: string, roomId: string, month: string): string =>
  `${paymentCode(building, roomId)} T${month.slice(5, 7)}${month.slice(2, 4)}`;

/**
 * The EMVCo payload of a dynamic VietQR (NAPAS 247 to an account): the bank's BIN and the account, the
 * amount in whole đồng and the transfer text; a banking app that scans it fills in all four.
 */
export function vietQrPayload(account: Pick<BankWallet, 'bin' | 'account_no'>, amount: number, text: string): string {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`VietQR: số tiền phải là số nguyên dương (${amount})`);
  return QRPay.initVietQR({ bankBin: account.bin, bankNumber: account.account_no, amount: String(amount), purpose: text }).build();
}
