import type { CaptchaChallenge } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /api/auth/challenge: a proof-of-work challenge for the CAPTCHA widget to solve (ADR 026). */
export async function getChallenge(): Promise<CaptchaChallenge> {
  return (await api<{ data: CaptchaChallenge }>('/auth/challenge')).data;
}
