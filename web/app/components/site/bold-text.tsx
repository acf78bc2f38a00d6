import { Fragment } from 'react';

/** Renders `**bold**` markup (the FAQ answers' formatting) as <strong>, without injecting HTML. */
export function BoldText({ text }: { text: string }) {
  return (
    <>
      {text
        .split('**')
        .map((part, i) =>
          i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>,
        )}
    </>
  );
}
