/**
 * The utilities domain's door: its entities (model/) and pure rules (rules/), the only part of the domain
 * another domain may import (eslint.config.js). Operations and the handler stay private.
 */
export * from './model/analysis-page';
export * from './model/consumption-analysis';
export * from './model/internal-sheet';
export * from './model/internal-use-voucher';
export * from './model/room-usage';
export * from './model/state-bill';
export * from './model/utility-balance';
export * from './model/utility-settings';
export * from './rules/internal-sheet-rules';
export * from './rules/utility-balance-rules';
