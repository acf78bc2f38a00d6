import Fastify, { type FastifyInstance } from 'fastify';
import { connect, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenShared } from './listen.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function tinyApp() {
  const app = Fastify();
  app.get('/', async () => 'ok');
  apps.push(app);
  return app;
}

/**
 * Opens `count` connections at once, each asking for `/`: how many the app accepted in each turn of
 * the event loop that accepted any. A turn's poll phase accepts; the check phase after it (a
 * `setImmediate`) starts the next count.
 */
async function acceptedPerTurn(app: FastifyInstance, port: number, count: number): Promise<number[]> {
  let turn = 0;
  let counting = true;
  const next = () => {
    turn += 1;
    if (counting) setImmediate(next);
  };
  setImmediate(next);
  const perTurn = new Map<number, number>();
  const accepted = () => perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
  app.server.on('connection', accepted);
  try {
    await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = connect({ host: '127.0.0.1', port }, () =>
              socket.write('GET / HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n'),
            );
            let answer = '';
            socket.on('data', (chunk) => (answer += String(chunk)));
            socket.on('error', reject);
            socket.on('close', () =>
              answer.startsWith('HTTP/1.1 200') ? resolve() : reject(new Error(answer)),
            );
          }),
      ),
    );
  } finally {
    counting = false;
    app.server.off('connection', accepted);
  }
  return [...perTurn.values()];
}

describe('listening with several sockets (server/platform/listen.ts)', () => {
  it('accepts several new connections in one turn of the event loop, where one socket accepts one a turn', async () => {
    const single = tinyApp();
    await single.listen({ host: '127.0.0.1', port: 0 });
    const alone = await acceptedPerTurn(single, (single.server.address() as { port: number }).port, 64);
    // One accept per socket and turn: a wave waits a turn for each of its connections.
    expect(alone.reduce((a, b) => a + b, 0)).toBe(64);
    expect(Math.max(...alone)).toBe(1);

    const shared = tinyApp();
    const { port, stopExtraSockets } = await listenShared(shared, { host: '127.0.0.1', port: 0 });
    try {
      const together = await acceptedPerTurn(shared, port, 64);
      expect(together.reduce((a, b) => a + b, 0)).toBe(64);
      expect(Math.max(...together)).toBeGreaterThan(1);
    } finally {
      stopExtraSockets();
    }
  });

  it('stops on a port already in use, by any program or by another copy of the site', async () => {
    const other = createServer();
    await new Promise<void>((resolve) => other.listen({ host: '127.0.0.1', port: 0 }, resolve));
    const taken = (other.address() as { port: number }).port;
    try {
      await expect(listenShared(tinyApp(), { host: '127.0.0.1', port: taken })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }

    const first = await listenShared(tinyApp(), { host: '127.0.0.1', port: 0 });
    try {
      await expect(listenShared(tinyApp(), { host: '127.0.0.1', port: first.port })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      first.stopExtraSockets();
    }
  });

  it('closes with connections still open on its sockets, and frees the port', async () => {
    const app = tinyApp();
    const { port, stopExtraSockets } = await listenShared(app, { host: '127.0.0.1', port: 0 });
    // Idle keep-alive connections, most of them taken by the extra sockets.
    const sockets = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect({ host: '127.0.0.1', port }, () =>
              socket.write('GET / HTTP/1.1\r\nHost: test\r\n\r\n'),
            );
            socket.once('data', () => resolve(socket));
          }),
      ),
    );
    const closed = Promise.all(sockets.map((s) => new Promise((resolve) => s.on('close', resolve))));
    stopExtraSockets();
    await app.close();
    await closed;
    const again = createServer();
    await new Promise<void>((resolve, reject) => {
      again.once('error', reject);
      again.listen({ host: '127.0.0.1', port, exclusive: true }, resolve);
    });
    await new Promise((resolve) => again.close(resolve));
  });
});
