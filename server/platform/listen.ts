import { createServer, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How many listening sockets take new connections. libuv accepts one connection per socket and
 * turn of the event loop; under load a turn lasts 20–40 ms, so with one socket a wave of 190 new
 * visitors waited up to 4 s to be accepted while the open connections were served (ADR 017).
 */
const LISTENING_SOCKETS = 16;

/**
 * Listens on `host:port` with LISTENING_SOCKETS sockets of one SO_REUSEPORT group, every socket
 * handing its connections to the app's HTTP server. The port is first taken without SO_REUSEPORT,
 * so a port already in use (another copy of the site, say) stops the start as usual instead of
 * sharing its visitors. Where the system has no SO_REUSEPORT load balancing, one socket listens.
 * Returns the port, and a function that stops the extra sockets (the app's own closes with it).
 */
export async function listenShared(
  app: FastifyInstance,
  options: { host: string; port: number },
): Promise<{ port: number; stopExtraSockets: () => void }> {
  const port = await portFreeForUs(options);
  // Fastify hands these to Node's `server.listen` as they are; its types do not list reusePort yet.
  const group = { host: options.host, port, reusePort: true };
  try {
    await app.listen(group);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOTSUP') throw error;
    await app.listen({ host: options.host, port });
    return { port, stopExtraSockets: () => {} };
  }
  const extra: Server[] = [];
  for (let i = 1; i < LISTENING_SOCKETS; i++) {
    // The HTTP server takes a connection emitted to it as one of its own (Node's documented way).
    const socket = createServer({ noDelay: true }, (connection) => app.server.emit('connection', connection));
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.listen(group, () => {
        socket.off('error', reject);
        resolve();
      });
    });
    extra.push(socket);
  }
  return {
    port,
    // They stop listening at once; the connections they took belong to the app's HTTP server, which
    // closes them with the app (so their close callbacks are not awaited here).
    stopExtraSockets: () => {
      for (const socket of extra) socket.close();
    },
  };
}

/** Binds the port alone for a moment (EADDRINUSE if anything holds it); port 0 picks a free one. */
async function portFreeForUs(options: { host: string; port: number }): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ host: options.host, port: options.port, exclusive: true }, () => resolve());
  });
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
