import { domainHandler } from '../platform/http/handler';
import { search } from './search';

export const handler = domainHandler('search', { search });
