/**
 * A Lambda that dies right after one of its vouchers committed (`crash.after` vouchers from now), for
 * the tests of a request that spans several transactions (batches) and its replay. A test file mocks
 * the kernel with it:
 *   vi.mock('../../functions/kernel/voucher', async (original) => (await import('./crash-after-commit')).dyingVoucher(original));
 */
import type * as Voucher from '../../functions/kernel/voucher';

export const crash = { after: -1 };

export async function dyingVoucher(importOriginal: () => Promise<unknown>) {
  const real = (await importOriginal()) as typeof Voucher;
  return {
    ...real,
    postVoucher: async (...args: Parameters<typeof real.postVoucher>) => {
      const answer = await real.postVoucher(...args);
      if (crash.after >= 0 && crash.after-- === 0) throw new Error('Lambda died after its commit');
      return answer;
    },
  };
}
