import { Children, isValidElement, type ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'react-router';
import { WIKI_IMAGE_SRC_PATTERN } from '@armada/domain';
import { headingSlug } from './headings';

const REMARK_PLUGINS = [remarkGfm];
const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
const IMAGE_STYLE = { maxWidth: '100%', height: 'auto' } as const;
const SAFE_SCHEMES = /^(https?:|mailto:)/i;

/** The text inside a heading, for its anchor. */
function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf(child.props.children);
      return '';
    })
    .join('');
}

/**
 * Where a link or image may point: the portal's own pages ('/...', '#...') and http(s) and mailto
 * addresses; anything else (javascript:, data:, vbscript:...) is dropped.
 */
export function safeUrl(url: string, key: string): string {
  const trimmed = url.trim();
  if (key === 'src') return WIKI_IMAGE_SRC_PATTERN.test(trimmed) ? trimmed : '';
  if (trimmed.startsWith('//')) return '';
  if (trimmed.startsWith('/') || trimmed.startsWith('#')) return trimmed;
  if (!SAFE_SCHEMES.test(trimmed)) return '';
  return defaultUrlTransform(trimmed);
}

const COMPONENTS: Components = {
  h2: ({ children }) => <h2 id={headingSlug(textOf(children))}>{children}</h2>,
  h3: ({ children }) => <h3 id={headingSlug(textOf(children))}>{children}</h3>,
  a: ({ href, children }) => {
    if (!href) return <span>{children}</span>;
    if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
    if (href.startsWith('#')) return <a href={href}>{children}</a>;
    return (
      <a href={href} {...EXTERNAL}>
        {children}
      </a>
    );
  },
  // Only the wiki's own images (safeUrl empties any other source): no tracking pixel, no other origin.
  img: ({ src, alt }) =>
    typeof src === 'string' && src !== '' ? <img src={src} alt={alt ?? ''} style={IMAGE_STYLE} /> : null,
};

export type GuideMarkdownProps = { children: string };

/**
 * A guide's Markdown (GitHub flavour: tables, lists, links) rendered as React elements. Raw HTML in
 * the text is dropped, never rendered; links and images pass safeUrl.
 */
export function GuideMarkdown({ children }: GuideMarkdownProps) {
  return (
    <div className="wiki-guide">
      <Markdown remarkPlugins={REMARK_PLUGINS} skipHtml urlTransform={safeUrl} components={COMPONENTS}>
        {children}
      </Markdown>
    </div>
  );
}
