/**
 * The receipts domain's door: its entities (model/) and pure rules (rules/), the only part of the domain
 * another domain may import (eslint.config.js). Operations and the handler stay private.
 */
export * from './model/adjustment';
export * from './model/collected-partition';
export * from './model/deposit-adjustment';
export * from './model/receipt-other';
export * from './model/receipt-settle';
export * from './model/receipt-vouchers';
export * from './model/receipt';
export * from './rules/adjustment-rules';
export * from './rules/receipt-other-rules';
export * from './rules/receipt-rules';
