import ExcelJS from 'exceljs';
import { invoke, ok } from './in-process';
import { webhookSignature } from '../../functions/bank/webhook-signature';

/** Pieces the bank test files share: wallet 2's account, a Vietcombank .xlsx statement, a signed notification. */

export const ACCOUNT_2 = '0071000123456';

/** Wallet 2 declared as the Vietcombank account ACCOUNT_2 (the webhook finds its wallet by the account number). */
export async function declareWallet2(): Promise<void> {
  const settings = ok(await invoke('GET', '/api/settings/bank-wallets', { groups: '[admin]' }));
  ok(
    await invoke('PUT', '/api/settings/bank-wallets', {
      groups: '[admin]',
      body: {
        wallets: [{ wallet: 2, bank_name: 'Vietcombank', bin: '970436', account_no: ACCOUNT_2, holder: 'NHA TRO' }],
        collect: {},
        version: settings.version,
      },
    }),
  );
}

/** A Vietcombank .xlsx statement (base64), as its export lays it out. */
export async function vcbFile(
  lines: { date: string; ref?: string; debit?: number; credit?: number; balance?: number; text: string }[],
  opening?: number,
): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sao ke');
  sheet.addRow(['VIETCOMBANK - SAO KÊ TÀI KHOẢN']);
  if (opening !== undefined) sheet.addRow(['Số dư đầu kỳ/Opening balance:', '', '', '', '', opening]);
  sheet.addRow([
    'STT/No.',
    'Ngày giao dịch/Transaction Date',
    'Số tham chiếu/Reference No.',
    'Số tiền ghi nợ/Debit',
    'Số tiền ghi có/Credit',
    'Số dư/Balance',
    'Mô tả/Description',
  ]);
  lines.forEach((l, i) => sheet.addRow([i + 1, l.date.split('-').reverse().join('/'), l.ref ?? '', l.debit ?? '', l.credit ?? '', l.balance ?? '', l.text]));
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

/** A notification sent to the webhook, signed now with the stack's key unless told otherwise. */
export const sendWebhook = (body: string, o: { ts?: number; secret?: string; signature?: string } = {}) => {
  const ts = String(o.ts ?? Math.floor(Date.now() / 1000));
  return invoke('POST', '/api/bank-webhook', {
    body,
    groups: undefined,
    headers: { 'x-webhook-timestamp': ts, 'x-webhook-signature': o.signature ?? webhookSignature(o.secret ?? process.env.BANK_WEBHOOK_SECRET!, ts, body) },
  });
};
