/** The statement import dialog, opened from the bank book screen. */
export { ImportDialog } from './ImportDialog';
