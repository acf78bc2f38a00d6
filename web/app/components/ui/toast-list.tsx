import * as ToastPrimitive from '@radix-ui/react-toast';
import { useT } from '#web/lib/i18n.ts';
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
  const t = useT();
  // Radix's own labels are English: the region's name and what a reader announces, in the page's language.
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={5000} label={t('ui.toast.announce')}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          className={`rounded-md border px-4 py-3 text-sm shadow-lg ${toneClass[toast.tone]}`}
          onOpenChange={(open) => {
            if (!open) onClose(toast.id);
          }}
        >
          {toast.detail ? (
            <>
              <ToastPrimitive.Title className="font-semibold wrap-anywhere">
                {toast.text}
              </ToastPrimitive.Title>
              <ToastPrimitive.Description className="mt-1 wrap-anywhere">
                {toast.detail}
              </ToastPrimitive.Description>
            </>
          ) : (
            <ToastPrimitive.Description className="wrap-anywhere">{toast.text}</ToastPrimitive.Description>
          )}
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        // Radix puts the shortcut where `{hotkey}` stands.
        label={t('ui.toast.region', { hotkey: '{hotkey}' })}
        className="fixed bottom-4 right-4 z-[100] flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2"
      />
    </ToastPrimitive.Provider>
  );
}
