import { domainHandler } from '../platform/http/handler';
import { importBankStatement } from './import-statement';

/**
 * The statement import runs in a function of its own: the spreadsheet and CSV readers (ExcelJS,
 * papaparse) it needs would make the bank function, which serves the daily queue and the webhook,
 * several times heavier to load. It is the file worker of the bank: more memory, up to 29 s.
 */
export const handler = domainHandler('bank-import', { importBankStatement });
