// The labels live with the shared catalogues: the server's exports name objects the same way.
export { OBJECT_KIND_LABELS, objectLabel } from '../../../../shared/catalog/ledger-objects';

/** Text the user typed that is a whole object key, so the server can filter on it exactly. */
export const isObjectKey = (text: string): boolean => /^[a-z_]+:\S+$/.test(text.trim());
