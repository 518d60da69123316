import type { TokenPayload } from '@armada/domain';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT without verification (the server verifies); null when unreadable. */
export function decodeTokenPayload(token: string | null): TokenPayload | null {
  const segment = token?.split('.')[1];
  if (!segment) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(segment));
    if (typeof payload !== 'object' || payload === null) return null;
    const candidate = payload as Partial<TokenPayload>;
    if (typeof candidate.realm_id !== 'number' || typeof candidate.isorgadmin !== 'number') return null;
    return { ...candidate, user_access: candidate.user_access ?? {} } as TokenPayload;
  } catch {
    return null;
  }
}
