import { ulid } from 'ulid';
import * as api from '../../shared/api/bank-import';
import { MAX_STATEMENT_BYTES, MAX_STATEMENT_TEXT } from '../../shared/api/bank-import';
import { walletName } from '../../shared/catalog/wallets';
import { auditItem } from '../platform/audit';
import { keys } from '../platform/db/keys';
import { createItem } from '../platform/db/transact';
import { BadRequest } from '../platform/errors';
import { operation } from '../platform/http/handler';
import { nowIso } from '../platform/time';
import { commit } from '../kernel/commit';
import { rowAnswers } from '../platform/http/row-answers';
import { checkStatement, dedupeKeys } from '../bank';
import { statementRows } from './statement-file';
import { parseStatement } from './statement-layouts';
import { storeAndMatch } from './import-lines';

/**
 * POST /api/bank-transactions/import: a bank statement file (xlsx or csv) read server-side; its lines
 * stored raw (deduplicated on the bank's reference, else date + amount + text + occurrence in the
 * file), then matched: the ones naming exactly one room's payment code become rent receipts at once,
 * the rest wait for review. The answer says what was read, added, matched, and whether the opening
 * balance + the movements make the closing balance (and if not, where the running balance breaks).
 *
 * Many transactions (lines by 50, the coded ones with their receipts, a voucher per batch of them),
 * not one: the request's answer is stored whole at the end; a retry after a crash re-reads the file
 * and adds only what is not stored yet (import-lines.ts).
 */
export const importBankStatement = operation(api.importBankStatement, async ({ body }, ctx) => {
  const replay = rowAnswers(ctx, body);
  const file = Buffer.from(body.content_base64, 'base64');
  if (file.length > MAX_STATEMENT_BYTES) throw new BadRequest(MAX_STATEMENT_TEXT, [{ path: 'content_base64', message: MAX_STATEMENT_TEXT }]);
  const statement = parseStatement(await statementRows(file), body.layout, body.mapping);
  const check = checkStatement(statement.lines, statement);
  const refKeys = dedupeKeys(statement.lines);
  const importId = ulid();
  const at = nowIso();
  const { added, matched } = await storeAndMatch(
    body.wallet,
    statement.lines.map((l, i) => ({ ...l, ref_key: refKeys[i]! })),
    { source: 'import', import_id: importId },
    at,
    ctx.caller,
  );
  const answer = {
    import_id: importId,
    layout: statement.layout,
    lines_read: statement.lines.length,
    added,
    duplicates: statement.lines.length - added,
    matched,
    queued: added - matched,
    check,
  };
  const summary = `Nhập sao kê ${body.file_name} vào ${walletName(body.wallet)}: ${answer.lines_read} dòng, thêm ${answer.added}, trùng ${answer.duplicates}, tự khớp ${answer.matched}${check.ok ? '' : ` — ${check.message}`}`;
  await commit(
    [
      createItem(
        {
          ...keys.bankImport(body.wallet, importId),
          entity: 'bank_import',
          wallet: body.wallet,
          file_name: body.file_name,
          ...answer,
          at,
          by: ctx.caller.username,
        },
        'Lần nhập sao kê đã tồn tại',
      ),
      auditItem(ctx.caller, { action: 'create', entity: 'bank_import', entityId: importId, entityName: body.file_name, summary }, at),
    ],
    answer,
  );
  await replay?.finish(answer);
  return answer;
});
