import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.js';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment: port 3000, embedded database in ./data', () => {
    const config = loadConfig({});

    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.SEED_DEMO).toBe('auto');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a port number'],
    [{ PORT: '70000' }, 'PORT:'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgresql:// URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: must be auto, true or false'],
    [{ TOKEN_TTL_HOURS: '-1' }, 'TOKEN_TTL_HOURS:'],
    [{ OPENAI_BASE_URL: 'not a url' }, 'OPENAI_BASE_URL: must be a URL'],
  ])('refuses %o with a message naming the variable', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', SEED_DEMO: 'x' })).toThrow(/PORT[\s\S]*SEED_DEMO|SEED_DEMO[\s\S]*PORT/);
  });
});
