/** What the bank's screens lend another feature (the statement import dialog): the bank wallets to choose from. */
export { BANK_WALLET_OPTIONS } from './match-text';
