/**
 * The repairs domain's door: its entities (model/) and pure rules (rules/), the only part of the domain
 * another domain may import (eslint.config.js). Operations and the handler stay private.
 */
export * from './model/repair-charge';
export * from './model/repair-payment';
export * from './model/repair-request';
export * from './model/repair-timesheet';
export * from './model/repairman';
