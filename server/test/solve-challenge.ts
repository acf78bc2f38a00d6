import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge } from '../../contract/auth.ts';

/**
 * Solves a challenge as the ALTCHA widget does (the same search, here on the server's PBKDF2) and
 * returns what the widget sends as `altcha`: base64 of the challenge and its solution.
 */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The challenge and solution inside a payload, to alter them. */
export function readCaptchaPayload(payload: string): {
  challenge: CaptchaChallenge;
  solution: { counter: number; derivedKey: string };
} {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

export function captchaPayload(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}
