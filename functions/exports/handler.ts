import { domainHandler } from '../platform/http/handler';
import { createExport } from './create-export';
import { listMonthEndFiles } from './list-month-end-files';

export const handler = domainHandler('exports', { createExport, listMonthEndFiles });
