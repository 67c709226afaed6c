import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../scripts/openapi';
import { routes } from '../../functions/routes';

describe('the OpenAPI document', () => {
  it('describes every served operation with its request and response schemas', () => {
    const doc = openApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    for (const r of routes) {
      const op = doc.paths[r.endpoint.path]?.[r.endpoint.method.toLowerCase()] as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(op, `${r.endpoint.method} ${r.endpoint.path}`).toBeDefined();
      const ok = op.responses[String(r.endpoint.status ?? 200)];
      expect(ok.content['application/json'].schema).toBeTypeOf('object');
      if (r.endpoint.body) expect(op.requestBody.content['application/json'].schema.type).toBeDefined();
      if (r.access === 'public') expect(op.security).toEqual([]);
    }
  });

  it('turns a strict query schema into parameters and marks unknown body fields as refused', () => {
    const doc = openApiDocument();
    const logs = doc.paths['/api/logs']!.get as { parameters: { name: string; required: boolean }[] };
    expect(
      logs.parameters
        .filter((p) => p.required)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['from', 'to']);
    const login = doc.paths['/api/auth/login']!.post as { requestBody: { content: Record<string, { schema: { additionalProperties: unknown } }> } };
    expect(login.requestBody.content['application/json']!.schema.additionalProperties).toBe(false);
  });
});
