import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordConfirm } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';

/** POST /api/auth/reset-password/confirm: the new password, with the mailed link's token. */
async function confirmPasswordReset(body: ResetPasswordConfirm): Promise<string> {
  const res = await api<{ message: string }>('/auth/reset-password/confirm', { method: 'POST', body });
  return res.message;
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
