import type { TestProject } from 'vitest/node';
import type { LocalStack } from '../../infra/local/stack';
import { startStackProcess } from '../../infra/local/stack-process';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    stackEnv: Record<string, string>;
  }
}

let stack: LocalStack | undefined;

/** One fresh in-memory stack (real DynamoDB Local, cognito-local, s3rver) for all integration tests, in a process of its own. */
export async function setup(project: TestProject) {
  const base = 18200 + Math.floor(Math.random() * 50) * 10;
  stack = await startStackProcess({
    ports: { dynamodb: base, cognito: base + 1, s3: base + 2, gateway: base + 3 },
    seed: true,
    quiet: true,
  });
  project.provide('apiUrl', stack.apiUrl);
  project.provide('stackEnv', stack.env);
}

export async function teardown() {
  await stack?.stop();
}
