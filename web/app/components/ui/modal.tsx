import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useT } from '#web/lib/i18n.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * An accessible modal dialog; clicking the overlay or pressing Escape closes it. One open in the
 * page's HTML (a shared link to a bug) is written in place: a portal exists only in the browser.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const t = useT();
  const Layer = useHydrated() ? Dialog.Portal : Fragment;
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Layer>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" data-testid="modal-overlay" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-frost-500/30 bg-night-900 p-6 shadow-2xl ${wide ? 'max-w-2xl' : 'max-w-md'}`}
          aria-describedby={undefined}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="min-w-0 font-display text-xl wrap-anywhere text-gold-300">
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded text-frost-300 hover:text-frost-100"
              aria-label={t('ui.modal.close')}
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Layer>
    </Dialog.Root>
  );
}

/**
 * A yes/no question with the spec's exact text (replaces `confirm()`). Without labels of its own it
 * shows the catalogue's, in the page's language.
 */
export function ConfirmDialog({
  open,
  text,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onCancel} title={t('ui.confirm.title')}>
      <p className="wrap-anywhere text-frost-100">{text}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded border border-frost-500/40 px-4 py-2 text-frost-200 hover:bg-night-700"
        >
          {cancelLabel ?? t('ui.confirm.cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={`rounded px-4 py-2 font-semibold ${danger ? 'bg-red-700 text-white hover:bg-red-600' : 'bg-gold-400 text-night-950 hover:bg-gold-300'}`}
        >
          {confirmLabel ?? t('ui.confirm.ok')}
        </button>
      </div>
    </Modal>
  );
}
