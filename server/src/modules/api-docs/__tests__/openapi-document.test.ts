import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../build-openapi.js';

const document = buildOpenApiDocument();
const operations = Object.values(document.paths ?? {}).flatMap((item) => (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((m) => (item?.[m] ? [item[m]] : [])));

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('would be caught by the validator if it were broken', async () => {
    const broken = { ...structuredClone(document), paths: { '/api/teams/': { get: { responses: 'none' } } } };
    expect((await new Validator().validate(broken as unknown as Record<string, unknown>)).valid).toBe(false);
  });

  it('gives each route its own operation id, a summary and who may call it', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((op) => !op.summary || !op.description?.startsWith('Who may call it: '))).toEqual([]);
  });

  it('describes every error as {error, code?, details?}', () => {
    expect(operations.filter((op) => !op.responses?.default)).toEqual([]);
    expect(document.components?.schemas?.Error).toMatchObject({ required: ['error'], properties: { error: { type: 'string' } } });
  });

  it('describes a {data} envelope only on balanced_teams, whose answer the spec reads as data.results', () => {
    const enveloped = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const).filter((m) => JSON.stringify(item?.[m]?.responses ?? {}).includes('DataEnvelope')).map((m) => `${m} ${path}`));
    expect(enveloped).toEqual(['post /api/players/balanced_teams/']);
  });
});
