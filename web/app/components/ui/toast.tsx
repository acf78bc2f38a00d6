import * as ToastPrimitive from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Tone = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  text: string;
  tone: Tone;
}

const ToastContext = createContext<(text: string, tone?: Tone) => void>(() => {});

/** Shows a short message in an accessible live region (replaces the spec's `alert()` texts). */
export function useToast() {
  return useContext(ToastContext);
}

const toneClass: Record<Tone, string> = {
  success: 'border-emerald-400/60 bg-emerald-950/95 text-emerald-100',
  error: 'border-red-400/60 bg-red-950/95 text-red-100',
  info: 'border-frost-400/60 bg-night-800/95 text-frost-100',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback((text: string, tone: Tone = 'info') => {
    setToasts((list) => [...list, { id: Date.now() + Math.random(), text, tone }]);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider swipeDirection="right" duration={5000}>
        {children}
        {toasts.map((t) => (
          <ToastPrimitive.Root
            key={t.id}
            type={t.tone === 'error' ? 'foreground' : 'background'}
            className={`rounded-md border px-4 py-3 text-sm shadow-lg ${toneClass[t.tone]}`}
            onOpenChange={(open) => {
              if (!open) setToasts((list) => list.filter((x) => x.id !== t.id));
            }}
          >
            <ToastPrimitive.Description>{t.text}</ToastPrimitive.Description>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="fixed bottom-4 right-4 z-[100] flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
