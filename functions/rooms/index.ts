/**
 * The rooms domain's door: its entities (model/) and pure rules (rules/), the only part of the domain
 * another domain may import (eslint.config.js). Operations and the handler stay private.
 */
export * from './model/room-views';
export * from './model/stay-file';
