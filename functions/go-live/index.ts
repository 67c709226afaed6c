/**
 * The go-live domain's door: its entities (model/) and pure rules (rules/), the only part of the domain
 * another domain may import (eslint.config.js). Operations and the handler stay private.
 */
export * from './rules/dry-run';
export * from './rules/sheet-rows';
