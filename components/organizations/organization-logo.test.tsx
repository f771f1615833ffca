import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { OrganizationLogo, OrganizationMonogram } from './organization-logo';

describe('OrganizationLogo', () => {
  it('shows the logo as a lazy, decorative image', () => {
    const html = renderToStaticMarkup(<OrganizationLogo logo={{ url: '/logo.png' }} name="Stadtwerke Ansbach" />);
    expect(html).toContain('<img');
    expect(html).toContain('src="/logo.png"');
    expect(html).toContain('alt=""');
    expect(html).toContain('loading="lazy"');
  });

  it('falls back to the initials where the employer has no logo', () => {
    const html = renderToStaticMarkup(<OrganizationLogo logo={null} name="Stadtwerke Ansbach" />);
    expect(html).not.toContain('<img');
    expect(html).toMatch(/>SA<\/span>/);
    expect(html).toContain('aria-hidden="true"');
  });

  it('stands in for a missing logo on the job and employer pages as the initials', () => {
    const html = renderToStaticMarkup(<OrganizationMonogram name="Klinikum Nord GmbH" />);
    expect(html).toMatch(/^<span class="[^"]*" aria-hidden="true">KN<\/span>$/);
  });
});
