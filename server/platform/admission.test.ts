import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission.ts';

/** A request and its response as the gate sees them: a socket that may go, a response that closes. */
function exchange() {
  const socket = { destroyed: false };
  const response = new EventEmitter();
  return {
    request: { socket } as unknown as IncomingMessage,
    response: response as unknown as ServerResponse,
    close: () => response.emit('close'),
    leave: () => {
      socket.destroyed = true;
    },
  };
}

describe('admission', () => {
  it('runs at most the limit at once, the others in the order they came as requests end', () => {
    const gate = createAdmission(2);
    const started: string[] = [];
    const a = exchange();
    const b = exchange();
    const c = exchange();
    const d = exchange();
    for (const [name, x] of [
      ['a', a],
      ['b', b],
      ['c', c],
      ['d', d],
    ] as const)
      gate.admit(x.request, x.response, () => started.push(name));
    expect(started).toEqual(['a', 'b']);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);

    b.close();
    expect(started).toEqual(['a', 'b', 'c']);
    a.close();
    c.close();
    d.close();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('does not work for a visitor who left while waiting', () => {
    const gate = createAdmission(1);
    const started: string[] = [];
    const a = exchange();
    const gone = exchange();
    const c = exchange();
    gate.admit(a.request, a.response, () => started.push('a'));
    gate.admit(gone.request, gone.response, () => started.push('gone'));
    gate.admit(c.request, c.response, () => started.push('c'));
    gone.leave();
    a.close();
    expect(started).toEqual(['a', 'c']);
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
  });

  it('answers every request of a burst larger than the limit, over real connections', async () => {
    const gate = createAdmission(3);
    let atOnce = 0;
    let most = 0;
    const server = createServer((request, response) =>
      gate.admit(request, response, () => {
        most = Math.max(most, ++atOnce);
        setTimeout(() => {
          atOnce--;
          response.end('done');
        }, 5);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())),
      );
      expect(answers).toEqual(Array.from({ length: 20 }, () => 'done'));
      expect(most).toBe(3);
      expect([gate.running, gate.waiting]).toEqual([0, 0]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
