import { domainHandler } from '../platform/http/handler';
import { listLogs } from './list-logs';

export const handler = domainHandler('logs', { listLogs });
