/**
 * The logs domain's door: its entity (model/), the only part of the domain another domain may import
 * (eslint.config.js). The operation and the handler stay private.
 */
export * from './model/log-entry';
