import { BlockList, isIP } from 'node:net';

/**
 * Addresses an imported calendar may not be fetched from: this machine, private networks, link-local (cloud
 * metadata services live there), and the IPv6 equivalents. A host staff list in ICAL_ALLOWED_HOSTS is exempt.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 one (::ffff:127.0.0.1, ::ffff:7f00:1), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0*:)*(?:ffff:)?((?:\d{1,3}\.){3}\d{1,3})$/.exec(lower.replace(/^::/, '0:'));
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return null;
}

/** Whether an IP address (v4 or v6) is local, private or link-local. Anything that is not an IP is refused too. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return refused.check(bare, 'ipv4');
  if (family === 6) {
    const inner = embeddedIpv4(bare);
    if (inner !== null && isIP(inner) === 4) return refused.check(inner, 'ipv4');
    return refused.check(bare, 'ipv6');
  }
  return true;
}

/** ICAL_ALLOWED_HOSTS as a matcher: exact host names or addresses, case-insensitive. */
export function allowedHosts(list: readonly string[]) {
  const hosts = new Set(list.map((host) => host.toLowerCase().replace(/^\[|\]$/g, '')));
  return (hostname: string) => hosts.has(hostname.toLowerCase().replace(/^\[|\]$/g, ''));
}
