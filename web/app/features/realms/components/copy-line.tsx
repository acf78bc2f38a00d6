import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '#web/lib/i18n.ts';

/**
 * A line to type somewhere else, with a button that copies it. Where the browser refuses the
 * clipboard, the line is selected so the player can copy it with Ctrl+C.
 */
export function CopyLine({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'select'>('idle');
  const code = useRef<HTMLElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      const range = document.createRange();
      if (code.current) range.selectNodeContents(code.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setState('select');
    }
  }

  return (
    <div className="not-prose my-4">
      <div className="flex items-stretch overflow-hidden rounded-lg border border-gold-400/40 bg-night-950">
        <code ref={code} data-realmlist-line className="flex-1 px-4 py-3 font-mono text-base text-gold-200">
          {text}
        </code>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={label}
          className="inline-flex items-center gap-2 border-l border-gold-400/40 px-4 text-sm font-semibold text-gold-300 hover:bg-gold-400 hover:text-night-950"
        >
          {state === 'copied' ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {state === 'copied' ? t('realms.copy.copied') : t('realms.copy.copy')}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-frost-300">
        {state === 'copied' && t('realms.copy.done')}
        {state === 'select' && t('realms.copy.select')}
      </p>
    </div>
  );
}
