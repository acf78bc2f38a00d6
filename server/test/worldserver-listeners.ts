import { spawn } from 'node:child_process';
import { createServer, Socket, type AddressInfo } from 'node:net';
import type { TestContext } from './harness.ts';

/*
 * Stand-ins for a worldserver's game port, as the realm status sees it: a TCP listener that accepts
 * (online), a port nothing listens on (offline), and a listener that never accepts (slow: an
 * overloaded or hung worldserver, whose connections wait past the status check's second).
 */

export interface AcceptingListener {
  port: number;
  /** Connections accepted so far: how often the site checked. */
  connections(): number;
  close(): Promise<void>;
}

/** A listener that accepts every connection, then drops it, as a worldserver does with a non-client. */
export async function acceptingListener(): Promise<AcceptingListener> {
  let count = 0;
  const server = createServer((socket) => {
    count += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function connects(port: number, withinMs: number): Promise<Socket | undefined> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(undefined);
    }, withinMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    socket.connect(port, '127.0.0.1');
  });
}

/**
 * A listener whose process never accepts: its event loop is blocked once it listens, with the
 * smallest backlog. Connections opened here first fill the kernel's accept queue; after that the
 * kernel drops new connection attempts, which then wait as they would on a hung worldserver.
 */
export async function slowListener(): Promise<{ port: number; close(): Promise<void> }> {
  const script = `
    const server = require('node:net').createServer();
    server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
      process.stdout.write(server.address().port + '\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the slow listener exited (${code})`)));
  });
  const queued: Socket[] = [];
  for (;;) {
    const socket = await connects(port, 300);
    if (!socket) break;
    queued.push(socket);
    if (queued.length > 64) throw new Error('the slow listener keeps accepting');
  }
  return {
    port,
    async close() {
      for (const socket of queued) socket.destroy();
      child.kill('SIGKILL');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    },
  };
}

/**
 * While `work` runs, the realms' worldservers answer: each `realmlist` row points at a listener that
 * accepts, and the site's realm status has checked them. Afterwards the rows and the status are as
 * before.
 */
export async function withRealmAnswering<T>(
  c: Pick<TestContext, 'app' | 'dbs'>,
  realm: number | number[],
  work: () => Promise<T>,
): Promise<T> {
  const ids = Array.isArray(realm) ? realm : [realm];
  const listener = await acceptingListener();
  const before = await c.dbs.auth
    .selectFrom('realmlist')
    .select(['id', 'address', 'port'])
    .where('id', 'in', ids)
    .execute();
  await c.dbs.auth
    .updateTable('realmlist')
    .set({ address: '127.0.0.1', port: listener.port })
    .where('id', 'in', ids)
    .execute();
  // A round already under way when the rows changed is joined, not restarted: check until it is seen.
  const checkUntil = async (answers: boolean) => {
    const status = c.app.realmStatus;
    for (let round = 0; round < 3 && ids.some((id) => status.answers(id) !== answers); round++)
      await status.refresh();
  };
  try {
    await checkUntil(true);
    return await work();
  } finally {
    for (const row of before) {
      await c.dbs.auth
        .updateTable('realmlist')
        .set({ address: row.address, port: row.port })
        .where('id', '=', row.id)
        .execute();
    }
    await listener.close();
    await checkUntil(false);
  }
}
