import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ToastItem, Tone } from './toast-item.ts';

type ShowToast = (text: string, tone?: Tone, detail?: string) => void;
const ToastContext = createContext<ShowToast>(() => {});

// Most visits show no message: the list and its primitives load with the first one.
const ToastList = lazy(() => import('./toast-list.tsx'));

/** Shows a short message in an accessible live region (replaces the spec's `alert()` texts). */
export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback<ShowToast>((text, tone = 'info', detail) => {
    setToasts((list) => [...list, { id: Date.now() + Math.random(), text, tone, detail }]);
  }, []);
  const close = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
