/**
 * The search domain's door: its entities (model/) and pure rules (rules/), the only part of the domain
 * another domain may import (eslint.config.js). Operations and the handler stay private. The customers
 * domain writes the search entries of a customer before the transaction that creates it and deletes
 * them after the one that deletes it (model/search-entry.ts), and its own search asks the index for
 * candidates (model/customer-candidates.ts).
 */
export * from './model/search-entry';
export * from './model/customer-candidates';
export * from './rules/tokens';
export { idNumberQuery, nameMatches, nameQuery, phoneQuery } from './rules/query-kinds';
