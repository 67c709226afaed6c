/**
 * The tenant-bills domain's door: its entities (model/) and pure rules (rules/), the only part of the
 * domain another domain may import (eslint.config.js). Operations and the handler stay private.
 */
export * from './model/bill-link';
export * from './rules/link-token';
export * from './rules/tenant-bill-view';
