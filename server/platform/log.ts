/** The logging the services do: Fastify's logger (pino) is one, and so is any test double. */
export interface Log {
  info: LogLine;
  warn: LogLine;
  error: LogLine;
}

/** A message, or pino's form: the fields first (`{ err }`), then the message. */
interface LogLine {
  (message: string): void;
  (fields: object, message: string): void;
}
