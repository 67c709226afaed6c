/**
 * The bank domain's door: its entities (model/) and pure rules (rules/), the only part of the domain
 * another domain may import (eslint.config.js). Operations and the handler stay private.
 */
export * from './model/bank-auto-match';
export * from './model/bank-line-conflict';
export * from './model/bank-line';
export * from './model/bank-receipt';
export * from './model/bank-settings';
export * from './model/open-lines';
export * from './rules/bank-line-rules';
export * from './rules/bank-room-text';
