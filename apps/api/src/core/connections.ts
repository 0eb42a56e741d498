import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionsConfig } from './config.js';

/**
 * Caps open connections so that a flood of them (half-open or idle) cannot use up the
 * process's file descriptors and leave everyone else refused: in all through Node's own
 * `maxConnections`, and per client address here, closing an address's connection past its
 * share as soon as it is accepted. Behind a trusted proxy every connection comes from the
 * proxy, so only the overall cap applies there, and the proxy limits each client (see the
 * README's "Running at scale").
 */
export function limitConnections(server: Server, limits: ConnectionsConfig, options: { behindProxy: boolean }) {
  server.maxConnections = limits.max;
  if (options.behindProxy) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
