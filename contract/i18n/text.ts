import type en from './en.json';

/*
 * A text on its way to a language (ADR 020). A form rule's message, an API error or a mail is written
 * where nobody knows who will read it: it carries its key and values, as one string so it can travel
 * where only a string fits (a zod message), and becomes words in the reader's language where it is
 * shown (`translateText` in messages.ts). This module has no dependency: the rules' modules that every
 * page loads import it without the formatter.
 */

/** A text's key: the English catalogue names them all, and a test holds every other to it. */
export type MessageKey = keyof typeof en;

declare const TEXT: unique symbol;
/** `key` or `key {"name":"value"}`: made only by `text()`, so every one names a catalogue key. */
export type Text = string & { readonly [TEXT]: true };

export type TextValues = Record<string, string | number>;

export function text(key: MessageKey, values?: TextValues): Text {
  return (values ? `${key} ${JSON.stringify(values)}` : key) as Text;
}

const SHAPE = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+)(?: (\{.*\}))?$/s;

/** The key and values of a text, or undefined for words already in a language. */
export function readText(value: string): { key: string; values: TextValues | undefined } | undefined {
  const match = SHAPE.exec(value);
  if (!match) return undefined;
  if (match[2] === undefined) return { key: match[1]!, values: undefined };
  try {
    return { key: match[1]!, values: JSON.parse(match[2]) as TextValues };
  } catch {
    return undefined;
  }
}
