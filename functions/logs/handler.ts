import { domainHandler } from '../lib/http/handler';
import { listLogs } from './list-logs';

export const handler = domainHandler('logs', { listLogs });
