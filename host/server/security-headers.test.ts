import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineHashes, siteCspSources } from './security-headers';

describe('security headers of HTML answers', () => {
  it('hashes inline styles and scripts, never data blocks or scripts with src', () => {
    const html =
      '<style>a{b:c}</style><script>run()</script><script src="/x.js"></script><script type="application/json" id="d">{"a":1}</script>';
    const { scripts, styles } = inlineHashes(html);
    expect(styles).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
    expect(scripts).toHaveLength(1);
  });

  it('allows nothing inline but what the page itself carries, and forbids framing by others', () => {
    const csp = contentSecurityPolicy('<style>p{}</style>', siteCspSources({ meta: '', google: '', tiktok: '' }));
    expect(csp).toContain("script-src 'self';");
    expect(csp).toMatch(/style-src 'self' 'sha256-[^']+';/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("connect-src 'self' https://ipapi.co;");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets a configured tag load and report, and only then', () => {
    const csp = contentSecurityPolicy('', siteCspSources({ meta: '123', google: '', tiktok: '' }));
    expect(csp).toContain("script-src 'self' https://connect.facebook.net");
    expect(csp).not.toContain('googletagmanager');
  });
});
