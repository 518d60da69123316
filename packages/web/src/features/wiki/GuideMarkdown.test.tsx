// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { GuideMarkdown, safeUrl } from './GuideMarkdown';
import { tableOfContents } from './headings';

const renderGuide = (markdown: string) =>
  render(
    <MemoryRouter>
      <GuideMarkdown>{markdown}</GuideMarkdown>
    </MemoryRouter>,
  ).container;

const HOSTILE = [
  '## Hello',
  '',
  '<script>window.pwned = true</script>',
  '',
  '<img src="x" onerror="window.pwned = true">',
  '',
  '<a href="javascript:alert(1)" onclick="window.pwned = true">raw link</a>',
  '',
  '[click me](javascript:alert(1)) and [also](JaVaScRiPt:alert(2)) and [data](data:text/html,<b>x</b>)',
  '',
  '![tracker](https://evil.example/pixel.png) ![ours](/api/wiki/image?id=7) ![js](javascript:alert(3))',
  '',
  '[a page](/maps) [outside](https://example.com/help) <div onmouseover="x">div</div>',
].join('\n');

describe('GuideMarkdown', () => {
  it('renders a hostile guide inert: no script, no event attribute, no javascript: link', () => {
    const container = renderGuide(HOSTILE);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('div[onmouseover]')).toBeNull();
    const all = [...container.querySelectorAll('*')];
    for (const element of all) {
      for (const attribute of element.getAttributeNames()) expect(attribute.startsWith('on'), attribute).toBe(false);
    }
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    // Raw HTML is dropped, not shown as markup either.
    expect(container.textContent).not.toContain('<script>');
    expect(container.textContent).toContain('click me');
  });

  it('keeps only the wiki’s own images', () => {
    const images = [...renderGuide(HOSTILE).querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual(['/api/wiki/image?id=7']);
  });

  it('links the portal’s pages in the app and other sites in a new tab', () => {
    const container = renderGuide(HOSTILE);
    const inside = container.querySelector('a[href="/maps"]');
    expect(inside?.getAttribute('target')).toBeNull();
    const outside = container.querySelector('a[href="https://example.com/help"]');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toContain('noopener');
  });

  it('renders Markdown: headings with anchors, emphasis, lists and tables', () => {
    const container = renderGuide(
      '## Finding a vehicle\n\n**Bold** text\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(container.querySelector('h2')?.id).toBe('finding-a-vehicle');
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('table td')?.textContent).toBe('1');
  });
});

describe('safeUrl and tableOfContents', () => {
  it('refuses every scheme but http(s) and mailto, and foreign images', () => {
    expect(safeUrl('javascript:alert(1)', 'href')).toBe('');
    expect(safeUrl(' javascript:alert(1)', 'href')).toBe('');
    expect(safeUrl('//evil.example/x', 'href')).toBe('');
    expect(safeUrl('mailto:help@example.com', 'href')).toBe('mailto:help@example.com');
    expect(safeUrl('/wiki/view/reports', 'href')).toBe('/wiki/view/reports');
    expect(safeUrl('/api/wiki/image?id=3', 'src')).toBe('/api/wiki/image?id=3');
    expect(safeUrl('/api/wiki/image?id=3&x=<', 'src')).toBe('');
    expect(safeUrl('https://example.com/a.png', 'src')).toBe('');
  });

  it('lists the second- and third-level headings outside code blocks', () => {
    const toc = tableOfContents('# Title\n## One\ntext\n```\n## not a heading\n```\n### Two *b*\n## 車両を探す');
    expect(toc).toEqual([
      { level: 2, text: 'One', slug: 'one' },
      { level: 3, text: 'Two b', slug: 'two-b' },
      { level: 2, text: '車両を探す', slug: '車両を探す' },
    ]);
  });
});
