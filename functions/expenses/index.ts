/**
 * The expenses domain's door: its entities (model/) and pure rules (rules/), the only part of the domain
 * another domain may import (eslint.config.js). Operations and the handler stay private.
 */
export * from './model/chotot-settings';
export * from './model/expense-slips';
export * from './model/money-slip';
export * from './model/payee-settings';
