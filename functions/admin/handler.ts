import { domainHandler } from '../platform/http/handler';
import { getBankWallets } from './bank-wallets-get';
import { putBankWallets } from './bank-wallets-put';
import { clearDatabase } from './clear-database';
import { dbInfo } from './db-info';
import { listCollections } from './list-collections';
import { addPriceCeiling } from './price-ceilings-add';
import { addPrice } from './prices-add';
import { deletePrice } from './prices-delete';
import { getPriceSettings } from './prices-get';
import { createAdminUser } from './users-create';
import { listAdminUsers } from './users-list';
import { setAdminUserPassword } from './users-set-password';
import { setAdminUserRole } from './users-set-role';

export const handler = domainHandler('admin', {
  listCollections,
  dbInfo,
  clearDatabase,
  listAdminUsers,
  createAdminUser,
  setAdminUserRole,
  setAdminUserPassword,
  getPriceSettings,
  addPrice,
  deletePrice,
  addPriceCeiling,
  getBankWallets,
  putBankWallets,
});
