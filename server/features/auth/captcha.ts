import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { CaptchaChallenge } from '../../../contract/auth.ts';
import { text, type Text } from '../../../contract/i18n/text.ts';
import type { Config } from '../../config.ts';
import type { WebDatabase } from '../../db/schema/web.ts';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from './auth.repo.ts';
import * as repo from './captcha.repo.ts';

/*
 * The proof-of-work CAPTCHA (ALTCHA, ADR 026). A challenge asks the browser to find the counter whose
 * PBKDF2-SHA-256 key starts with a given prefix, trying counters from 0 up to one drawn between half
 * of REGISTRATION_CAPTCHA_MAX_NUMBER and all of it. The site knows that counter when it makes the
 * challenge (altcha-lib's deterministic mode) and signs the key it leads to, so checking a solution is
 * two HMACs, never a key derivation; the solution's first use is written to `used_challenge`, whose
 * primary key refuses a second one, on any instance sharing the web database.
 */

const MINUTE = 60 * 1000;
/** How long a challenge may be solved and used. */
export const CHALLENGE_LIFETIME_MS = 10 * MINUTE;
const ALGORITHM = 'PBKDF2/SHA-256';
/**
 * PBKDF2 iterations per counter tried: the site pays one such derivation per challenge it makes, the
 * browser one per counter. At 1,000, hashing is about three quarters of a browser's time per counter
 * (the rest is Web Crypto's calls), so a solver outside a browser gains little (ADR 026).
 */
const COST = 1000;
const KEY_NAME = 'captcha';

export const CAPTCHA_MESSAGES = {
  required: text('api.captcha.required'),
  signInRequired: text('api.captcha.signInRequired'),
  invalid: text('api.captcha.invalid'),
} as const;

/** What the widget sends as `altcha`: base64 of its JSON, the challenge as the site signed it and the solution. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ expiresAt: z.number().int().positive() }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.looseObject({}),
});

export interface Captcha {
  /** False when REGISTRATION_CAPTCHA=off: nothing is asked, `redeem` lets everything through. */
  readonly on: boolean;
  /** A new signed challenge, to be solved and used within 10 minutes (`now`: when it is made). */
  challenge(now?: number): Promise<CaptchaChallenge>;
  /**
   * Accepts a solved challenge once: throws CAPTCHA_REQUIRED (with `required` as its text) when none
   * came, CAPTCHA_INVALID when it is malformed, tampered with, wrong, expired or already used.
   */
  redeem(payload: string | undefined, required?: Text): Promise<void>;
}

/**
 * The CAPTCHA of one app. Its key is made once per web database and kept there (`site_secret`), so
 * every instance on that database signs and checks with the same key, across restarts; it is read at
 * the first challenge or check and never leaves the server.
 */
export function createCaptcha(web: Kysely<WebDatabase>, config: Config['captcha']): Captcha {
  let keys: Promise<{ signature: string; derivedKey: string }> | undefined;
  function secrets() {
    keys ??= loadSecrets(web).catch((error: unknown) => {
      // A database outage at the first use: the next request tries again.
      keys = undefined;
      throw error;
    });
    return keys;
  }

  return {
    on: config.on,
    async challenge(now = Date.now()) {
      const secret = await secrets();
      const made = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(Math.ceil(config.maxNumber / 2), config.maxNumber + 1),
        deriveKey,
        expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret: secret.signature,
        hmacKeySignatureSecret: secret.derivedKey,
      });
      return made as CaptchaChallenge;
    },
    async redeem(payload, required = CAPTCHA_MESSAGES.required) {
      if (!config.on) return;
      if (!payload) throw new AppError('CAPTCHA_REQUIRED', required);
      const solved = parsePayload(payload);
      if (!solved) throw invalid();
      const secret = await secrets();
      const result = await verifySolution({
        challenge: solved.challenge as unknown as Challenge,
        solution: solved.solution as never,
        deriveKey,
        hmacSignatureSecret: secret.signature,
        hmacKeySignatureSecret: secret.derivedKey,
      }).catch(() => undefined);
      if (!result?.verified) throw invalid();
      try {
        await repo.insertUsedChallenge(
          web,
          solved.challenge.signature,
          solved.challenge.parameters.expiresAt * 1000,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid();
        throw error;
      }
    },
  };
}

const invalid = () => new AppError('CAPTCHA_INVALID', CAPTCHA_MESSAGES.invalid);

function parsePayload(payload: string) {
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's CAPTCHA key, made on first use (of two instances starting at once, the first one's is
 * kept), and the two secrets altcha-lib signs with, derived from it.
 */
async function loadSecrets(web: Kysely<WebDatabase>) {
  let key = await repo.findSiteSecret(web, KEY_NAME);
  if (!key) {
    await repo.insertSiteSecretIfMissing(web, {
      name: KEY_NAME,
      value: randomBytes(32).toString('base64url'),
      createdAt: Date.now(),
    });
    key = await repo.findSiteSecret(web, KEY_NAME);
    if (!key) throw new Error('the CAPTCHA key could not be stored');
  }
  const derive = (purpose: string) => createHmac('sha256', key).update(purpose).digest('hex');
  return { signature: derive('challenge signature'), derivedKey: derive('derived key signature') };
}

/** Used challenges past their expiry: refused for that anyway, so their rows go (a shared job). */
export function purgeUsedChallenges(web: Kysely<WebDatabase>, now = Date.now()) {
  return repo.purgeUsedChallenges(web, now);
}
