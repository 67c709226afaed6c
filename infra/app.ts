import { existsSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { routes } from '../functions/routes';
import { fromRoot } from './constructs/paths';
import { NhaTroStack } from './stack';

const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'dev');
const region = String(app.node.tryGetContext('region') ?? 'ap-southeast-1');
const allowClearDatabase = [true, 'true'].includes(app.node.tryGetContext('allowClearDatabase'));

// `npm run build:web` makes web/dist; without it the stack deploys with an empty site bucket.
const webDist = fromRoot('web', 'dist');
const webDistPath = existsSync(`${webDist}/index.html`) ? webDist : undefined;

new NhaTroStack(app, 'NhaTroStack', {
  stackName: `NhaTro-${stage}`,
  description: `Nha tro back-office (${stage})`,
  // No account and no lookups: `cdk synth` works offline, without credentials.
  env: { region },
  stage,
  routes,
  allowClearDatabase,
  webDistPath,
});
