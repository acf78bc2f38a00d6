import type { FastifyBaseLogger } from 'fastify';

/** Work done after the answer is sent (mails, mostly): failures are logged, and closing waits for it. */
export interface Background {
  run(what: string, task: () => Promise<void>): void;
  /** Resolves once everything started so far has finished. */
  settle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task) {
      // Started on the next turn of the event loop, once the answer is on its way.
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settle() {
      while (pending.size) await Promise.all(pending);
    },
  };
}
