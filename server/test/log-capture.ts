import { PassThrough } from 'node:stream';

/** A log stream to give an app under test (`logStream`), and what the app wrote to it. */
export function captureLog() {
  const log = {
    stream: new PassThrough(),
    /** Everything written since the test last emptied it. */
    text: '',
    /** The messages of the lines at error level or above in `text`. */
    errors(): string[] {
      return log.text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.level >= 50)
        .map((line) => line.msg);
    },
  };
  log.stream.on('data', (chunk) => (log.text += String(chunk)));
  return log;
}
