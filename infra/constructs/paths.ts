import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, so entries resolve the same whether `cdk` or vitest runs from elsewhere. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export const fromRoot = (...parts: string[]): string => path.join(projectRoot, ...parts);
