import { describe, expect, it } from 'vitest';
import { walletFileTag } from '../../shared/exports/file-names';
import { WALLETS } from '../../shared/catalog/wallets';

/** Issue 23 §7: a file names a wallet the way staff do, never by its id. */
describe('walletFileTag', () => {
  it('names a cash box by the building(s) it serves', () => {
    expect(walletFileTag(6)).toBe('BN');
    expect(walletFileTag(9)).toBe('XA');
    expect(walletFileTag(10)).toBe('MA-MT');
  });

  it('names a bank account by its name, without accents or spaces', () => {
    expect(walletFileTag(2)).toBe('co-gam-1');
    expect(walletFileTag(4)).toBe('chu-nha-mt');
  });

  it('never falls back to the bare id for a wallet of the catalogue', () => {
    for (const w of WALLETS) expect(walletFileTag(w.id)).not.toMatch(/^\d+$/);
    expect(walletFileTag(99)).toBe('vi-99');
  });
});
