import { domainHandler } from '../lib/http/handler';
import { clearDatabase } from './clear-database';
import { dbInfo } from './db-info';
import { listCollections } from './list-collections';

export const handler = domainHandler('admin', { listCollections, dbInfo, clearDatabase });
