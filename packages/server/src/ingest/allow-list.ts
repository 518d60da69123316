import { BlockList, isIP } from 'node:net';

export type Cidr = { address: string; prefix: number; type: 'ipv4' | 'ipv6' };

/** 'a.b.c.d/n' or 'x:y::/n'; a bare address is that one host. Null when it is not a network. */
export function parseCidr(text: string): Cidr | null {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const type = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? String(max)) || prefix > max) return null;
  return { address, prefix, type };
}

/** An IPv4 client of a dual-stack listener shows as ::ffff:a.b.c.d; its IPv4 form is what lists name. */
export function plainAddress(address: string | undefined): string {
  if (!address) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether a source address may connect: any when the list is empty, else one inside a listed network. */
export function createAllowList(cidrs: readonly string[]): (address: string) => boolean {
  if (cidrs.length === 0) return () => true;
  const list = new BlockList();
  for (const text of cidrs) {
    const cidr = parseCidr(text);
    if (!cidr) throw new Error(`'${text}' is not an IPv4 or IPv6 network (CIDR)`);
    list.addSubnet(cidr.address, cidr.prefix, cidr.type);
  }
  return (address) => {
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
