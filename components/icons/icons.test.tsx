import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as brandIcons from './brand-icons';
import * as uiIcons from './ui-icons';

const ICONS = Object.entries({ ...uiIcons, ...brandIcons });

describe('icons', () => {
  it.each(ICONS)('%s is decorative: hidden from screen readers, never focusable, sized by the text', (_name, Icon) => {
    const svg = renderToStaticMarkup(<Icon />);
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg).toContain('focusable="false"');
    expect(svg).toContain('class="icon"');
    expect(svg).not.toContain('<title');
  });

  it('adds a caller’s class to the shared one', () => {
    expect(renderToStaticMarkup(<uiIcons.MapPinIcon className="extra" />)).toContain('class="icon extra"');
  });
});
