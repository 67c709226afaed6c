import { domainHandler } from '../lib/http/handler';
import { createExport } from './create-export';

export const handler = domainHandler('exports', { createExport });
