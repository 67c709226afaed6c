/**
 * The customers domain's door: its entities (model/) and pure rules (rules/), the only part of the domain
 * another domain may import (eslint.config.js). Operations and the handler stay private.
 */
export * from './model/customer';
export * from './model/vehicle-card';
export * from './model/cards-to-collect';
