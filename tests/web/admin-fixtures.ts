/** GET /api/admin/db-info's answer for the admin screens' tests: a local table, clearing allowed or not. */
export const dbInfoBody = (allowClearDatabase: boolean) => ({
  table: 'nha-tro',
  status: 'ACTIVE',
  item_count: 12,
  size_bytes: 0,
  indexes: [],
  billing_mode: 'PAY_PER_REQUEST',
  stage: 'dev',
  local: true,
  allow_clear_database: allowClearDatabase,
});
