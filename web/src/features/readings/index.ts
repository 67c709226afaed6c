/** What the readings screens lend another feature (the internal-use grid reads typed values the same way). */
export { readingOfText } from './reading-grid';
