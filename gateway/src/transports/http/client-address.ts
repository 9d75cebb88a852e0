import net from 'node:net';
import type { FastifyRequest } from 'fastify';

/** A well-formed IP address, IPv4-mapped IPv6 folded to IPv4 and any zone index dropped; else null. */
export function normaliseAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  const address = raw.trim().replace(/%.*$/, '');
  const family = net.isIP(address);
  if (family === 0) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address.toLowerCase();
}

/**
 * The address the login and registration throttles count against. Behind trusted proxies fastify
 * reads it from X-Forwarded-For, which may still hold anything a client wrote there: only a real IP
 * address is believed, otherwise the socket's own address (the proxy) is used.
 */
export function clientAddress(request: FastifyRequest): string {
  return normaliseAddress(request.ip) ?? normaliseAddress(request.socket.remoteAddress) ?? 'inconnue';
}

/** TRUST_PROXY as fastify takes it: a hop count becomes "believe the nearest n hops". */
export function trustProxyOption(
  trustProxy: number | string[] | false,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}
