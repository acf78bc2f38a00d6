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
 * Opens `count` connections at once, each asking for `/`, while every turn of the event loop is kept
 * busy for 2 ms (a loaded site): how many turns pass until every one is answered.
 */
async function turnsToServeWave(port: number, count: number): Promise<number> {
  let turns = 0;
  let busy = true;
  const turn = () => {
    turns += 1;
    const until = performance.now() + 2;
    while (performance.now() < until);
    if (busy) setImmediate(turn);
  };
  setImmediate(turn);
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
  busy = false;
  return turns;
}

describe('listening with several sockets (server/platform/listen.ts)', () => {
  it('accepts a wave of new connections in a few busy turns, where one socket takes a turn for each', async () => {
    const single = tinyApp();
    await single.listen({ host: '127.0.0.1', port: 0 });
    const singleTurns = await turnsToServeWave((single.server.address() as { port: number }).port, 64);

    const shared = tinyApp();
    const { port, stopExtraSockets } = await listenShared(shared, { host: '127.0.0.1', port: 0 });
    try {
      const sharedTurns = await turnsToServeWave(port, 64);
      // One accept per socket and turn: one socket needs at least a turn per connection.
      expect(singleTurns).toBeGreaterThanOrEqual(64);
      expect(sharedTurns).toBeLessThan(32);
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
