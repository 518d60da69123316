/** A heading's anchor: its words in lowercase joined by '-', letters of any script kept. */
export function headingSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return slug === '' ? 'section' : slug;
}

export type TocEntry = { level: 2 | 3; text: string; slug: string };

/** The second- and third-level headings of a Markdown text (outside code blocks), for a table of contents. */
export function tableOfContents(markdown: string): TocEntry[] {
  const entries: TocEntry[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const text = (match[2] ?? '').replace(/[*_`]/g, '');
    entries.push({ level: match[1] === '##' ? 2 : 3, text, slug: headingSlug(text) });
  }
  return entries;
}
