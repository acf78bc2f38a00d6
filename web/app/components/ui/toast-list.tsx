import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ToastItem, Tone } from './toast-item.ts';

const toneClass: Record<Tone, string> = {
  success: 'border-emerald-400/60 bg-emerald-950/95 text-emerald-100',
  error: 'border-red-400/60 bg-red-950/95 text-red-100',
  info: 'border-frost-400/60 bg-night-800/95 text-frost-100',
};

/** The messages on screen, in an accessible live region; loaded with the first message. */
export default function ToastList({
  toasts,
  onClose,
}: {
  toasts: readonly ToastItem[];
  onClose: (id: number) => void;
}) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={5000}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          type={t.tone === 'error' ? 'foreground' : 'background'}
          className={`rounded-md border px-4 py-3 text-sm shadow-lg ${toneClass[t.tone]}`}
          onOpenChange={(open) => {
            if (!open) onClose(t.id);
          }}
        >
          {t.detail ? (
            <>
              <ToastPrimitive.Title className="font-semibold wrap-anywhere">{t.text}</ToastPrimitive.Title>
              <ToastPrimitive.Description className="mt-1 wrap-anywhere">
                {t.detail}
              </ToastPrimitive.Description>
            </>
          ) : (
            <ToastPrimitive.Description className="wrap-anywhere">{t.text}</ToastPrimitive.Description>
          )}
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-4 right-4 z-[100] flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2" />
    </ToastPrimitive.Provider>
  );
}
