import { useSearchParams } from 'react-router';
import { WIKI_LINK_PATTERN } from '@armada/domain';

/** A positive id from the address (`?name=`), or null. */
export function useNumberParam(name: string): number | null {
  const [params] = useSearchParams();
  const text = params.get(name) ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

export const LINK_RULE = { pattern: new RegExp(WIKI_LINK_PATTERN) } as const;

/** A link slug made from a title: lowercase ASCII words joined by '-'. */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export const EDITOR_HOME = '/wiki/menu';
export const FORM_STYLE = { maxWidth: 640 } as const;
