// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentDir, resolveDbPath } from '../host/server/config';
import { resolvePricingPath } from '../host/server/pricing';
import { resolveTestimonialsPath } from '../host/server/social-proof';
import { DEMO_CONTENT, DEMO_DB, demoEnvironment } from './demo-env';

describe('npm run demo', () => {
  it('serves the demo profile on its own store, whatever the shell says', () => {
    const shell = {
      PORT: '4500',
      EMBUDO_CONTENT: 'content',
      EMBUDO_DB: 'data/embudo.db',
      EMBUDO_DATABASE_URL: 'postgres://real.example/leads',
      EMBUDO_TESTIMONIALS: 'content/testimonials.json',
      EMBUDO_PRICING: 'content/pricing.json',
    };
    const env = demoEnvironment(shell);
    expect(env.PORT).toBe('4500');
    expect(env.EMBUDO_DATABASE_URL).toBeUndefined();
    expect(resolveDbPath(env, '/srv/e')).toBe(`/srv/e/${DEMO_DB}`);
    expect(resolveDbPath(env, '/srv/e')).not.toBe(resolveDbPath({}, '/srv/e'));
    expect(contentDir(env, '/srv/e')).toBe(`/srv/e/${DEMO_CONTENT}`);
    expect(resolveTestimonialsPath(env, '/srv/e')).toBe(`/srv/e/${DEMO_CONTENT}/testimonials.json`);
    expect(resolvePricingPath(env, '/srv/e').file).toBe(`/srv/e/${DEMO_CONTENT}/pricing.json`);
    // The shell's own environment is left as it was.
    expect(shell.EMBUDO_DATABASE_URL).toBe('postgres://real.example/leads');
  });
});
