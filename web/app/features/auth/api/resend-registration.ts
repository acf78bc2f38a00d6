import { useMutation } from '@tanstack/react-query';
import type { ResendRegistrationRequest } from '#contract/pending-registration.ts';
import { api } from '#web/lib/api-client.ts';

/** POST /api/auth/register/resend: a new link for a registration that waits for it; the old one stops working. */
async function resendRegistration(body: ResendRegistrationRequest): Promise<string> {
  const res = await api<{ message: string }>('/auth/register/resend', { method: 'POST', body });
  return res.message;
}

export function useResendRegistration() {
  return useMutation({ mutationFn: resendRegistration });
}
