import { BUILDINGS } from '../catalog/buildings';
import { walletOf } from '../catalog/wallets';
import { fold } from '../text/fold';

const slug = (text: string): string =>
  fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A wallet as a file name says it (issue 23 §7): a cash box by the building(s) it serves (`BN`,
 * `MA-MT`), a bank account by its name (`co-gam-1`, `chu-nha-mt`), never by its id. So a cash book of
 * building BN is `so-quy-tien-mat-BN-…`, not `so-quy-tien-mat-6-…`.
 */
export function walletFileTag(id: number): string {
  const wallet = walletOf(id);
  if (!wallet) return `vi-${id}`;
  if (wallet.kind === 'cash') {
    const codes = BUILDINGS.filter((b) => b.cashWalletId === id).map((b) => b.code);
    if (codes.length) return codes.join('-');
  }
  return slug(wallet.name.replace(/^ngân hàng\s+/i, '')) || `vi-${id}`;
}
