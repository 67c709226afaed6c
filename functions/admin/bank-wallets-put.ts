import * as api from '../../shared/api/admin/bank-wallets';
import { walletName } from '../../shared/catalog/wallets';
import { auditItem } from '../platform/audit';
import { Conflict } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { bankSettingsItem, readBankSettings } from '../bank';

const STALE = 'Cài đặt tài khoản ngân hàng vừa được người khác thay đổi, vui lòng tải lại';

/**
 * Saves the whole bank-wallet settings (no money moves: `commit` with the log line). The admin sends
 * the version they edited; an older one is refused before writing, and a save landing between this
 * read and the write loses on the Put's condition: either way 409 `stale` on `version`.
 */
export const putBankWallets = operation(api.putBankWallets, async ({ body }, { caller }) => {
  const before = await readBankSettings();
  if (before.version !== body.version) throw new Conflict(STALE, 'version', 'stale');
  const at = nowIso();
  const wallets = [...body.wallets].sort((a, b) => a.wallet - b.wallet);
  const next: api.BankSettings = { wallets, collect: body.collect, version: body.version + 1, updated_at: at, updated_by: caller.username };
  const accounts = wallets.map((w) => `${walletName(w.wallet)}: ${w.bank_name} ${w.account_no}`).join('; ') || 'không có';
  return commit(
    [
      bankSettingsItem(next, body.version),
      auditItem(
        caller,
        {
          action: 'update',
          entity: 'bank_settings',
          entityId: 'bank-wallets',
          summary: `Cài đặt tài khoản ngân hàng (phiên bản ${next.version}): ${accounts}`,
          before: { wallets: before.wallets, collect: before.collect },
          after: { wallets, collect: body.collect },
        },
        at,
      ),
    ],
    next,
  );
});
