/**
 * The stays domain's door: its entities (model/) and pure rules (rules/), the only part of the domain
 * another domain may import (eslint.config.js). Operations and the handler stay private.
 */
export * from './model/check-in-records';
export * from './model/check-out';
export * from './model/contract';
export * from './model/pending-refund';
export * from './model/stay';
