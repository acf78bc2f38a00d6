/** A message the toast list shows; `toast.tsx` keeps them, `toast-list.tsx` (loaded with the first) draws them. */
export type Tone = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  text: string;
  tone: Tone;
  /** A second line under the text: the server's reason for a refusal. */
  detail?: string;
}
