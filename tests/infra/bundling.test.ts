import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { bundle } from '../../bench/bundles';
import { AppFunction } from '../../infra/constructs/lambda';

/**
 * `npm run bundles` measures what deploys only if it bundles exactly as CDK does: NodejsFunction runs
 * esbuild's CLI from the construct's options, the bench esbuild's API from the same module
 * (infra/constructs/bundling.ts). One real CDK bundling of a domain must give the bench's bytes.
 */
describe('Lambda bundling', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nha-tro-bundling-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('CDK bundles a domain byte for byte as `npm run bundles` does', async () => {
    const entry = 'functions/bills/handler.ts';
    const app = new App({ outdir: path.join(dir, 'cdk.out') });
    const stack = new Stack(app, 'BundlingCheck', { env: { region: 'ap-southeast-1' } });
    new AppFunction(stack, 'Bills', { entry, description: 'bundling check' });
    const assembly = app.synth();

    const assets = readdirSync(assembly.directory).filter((d) => d.startsWith('asset.'));
    expect(assets).toHaveLength(1);
    const cdk = path.join(assembly.directory, assets[0]!, 'index.mjs');
    const ours = path.join(dir, 'bench', 'index.mjs');
    await bundle(entry, ours);

    expect(readFileSync(ours).equals(readFileSync(cdk))).toBe(true);
    // The maps differ only in where they say the sources are (relative to each output folder).
    const map = (file: string) => {
      const { sources: _sources, ...rest } = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as Record<string, unknown>;
      return rest;
    };
    expect(map(ours)).toEqual(map(cdk));
  });
});
