import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges that are not the public internet (RFC 6890 special-purpose registry, multicast, reserved). */
const IPV4_SPECIAL: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * Inside global unicast (2000::/3), the blocks that are not plain public hosts: IETF protocol assignments
 * (Teredo among them), documentation, 6to4 (which tunnels to any IPv4 address, private ones included).
 * Everything outside 2000::/3 — loopback, unspecified, IPv4-mapped, NAT64, unique-local, link-local,
 * multicast — is refused as a whole.
 */
const IPV6_SPECIAL: Array<[string, number]> = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const special = new BlockList();
for (const [net, prefix] of IPV4_SPECIAL) special.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of IPV6_SPECIAL) special.addSubnet(net, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** Whether an IP address is a public internet address (not private, loopback, link-local or reserved). */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !special.check(address, 'ipv4');
  if (isIPv6(address)) return globalUnicast.check(address, 'ipv6') && !special.check(address, 'ipv6');
  return false;
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1): what tests may allow for a local server. */
export function isLoopbackAddress(address: string): boolean {
  return (isIPv4(address) && address.startsWith('127.')) || address === '::1';
}
