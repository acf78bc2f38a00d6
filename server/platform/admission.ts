import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * How many requests the app works on at once (ADR 019). Each step of a request that waits on the
 * database waits for the next turn of the event loop, and a turn lasts as long as the work of every
 * request under way: with 190 at once, a registration's ten statements in a row waited ten long
 * turns. Past the limit, requests wait their turn once, first come first served, and then run in
 * short turns. Held pages are answered before this gate: they wait on nothing.
 */

/**
 * Requests under way at once: a few more than a database pool's 20 connections, so the pools stay
 * busy while some requests compute. Measured under `bench:load`: 16 cut the reads' throughput by a
 * sixth, 32 let the writes' p99 back above 500 ms.
 */
export const REQUESTS_AT_ONCE = 24;

interface Turn {
  request: IncomingMessage;
  response: ServerResponse;
  run: () => void;
}

export interface Admission {
  /** Runs `run` now, or once a request under way has ended. */
  admit(request: IncomingMessage, response: ServerResponse, run: () => void): void;
  /** Requests under way, and waiting. */
  readonly running: number;
  readonly waiting: number;
}

export function createAdmission(limit = REQUESTS_AT_ONCE): Admission {
  let running = 0;
  // A queue read from `head`: shift() on a long array moves every element.
  let queue: Turn[] = [];
  let head = 0;

  function start(turn: Turn): void {
    running++;
    // 'close' comes once per response: answered, or its connection gone.
    turn.response.once('close', () => {
      running--;
      next();
    });
    turn.run();
  }

  function next(): void {
    while (running < limit && head < queue.length) {
      const turn = queue[head]!;
      queue[head++] = undefined as unknown as Turn;
      if (head > 1024 && head * 2 > queue.length) {
        queue = queue.slice(head);
        head = 0;
      }
      // A visitor who left while waiting is not worked for.
      if (turn.request.socket.destroyed) continue;
      start(turn);
    }
  }

  return {
    admit(request, response, run) {
      const turn = { request, response, run };
      if (running < limit && head === queue.length) start(turn);
      else queue.push(turn);
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length - head;
    },
  };
}
