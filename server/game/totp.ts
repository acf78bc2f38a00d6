import {
  argon2,
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/*
 * Two-factor sign-in as both cores do it (docs/game-core.md §10; AzerothCore
 * `src/common/Cryptography/TOTP.cpp`, `AES.h`, `CryptoGenerics.h`, `SecretMgr.cpp`; TrinityCore 3.3.5 has the
 * same files with the same constants). The HMAC key is the raw secret; `account.totp_secret` holds it raw,
 * or, when the authserver has a `TOTPMasterSecret`, as AES-128-GCM ciphertext ‖ IV(12) ‖ the first 12 bytes
 * of the tag.
 */

/** `TOTP::RECOMMENDED_SECRET_LENGTH`: the length `.account 2fa setup` generates. */
export const TOTP_SECRET_BYTES = 20;
const STEP_SECONDS = 30;
const IV_BYTES = 12;
/** `AES::TAG_SIZE_BYTES`: the core keeps 12 of GCM's 16 tag bytes. */
const TAG_BYTES = 12;

/**
 * The AES key the core derives from `TOTPMasterSecret`: the hex number as 16 little-endian bytes
 * (`BigNumber::ToByteArray<16>()` defaults to little-endian), so the bytes of the hex string reversed.
 */
export function masterKeyFromHex(hex: string): Buffer {
  const value = BigInt(`0x${hex}`);
  if (value >= 1n << 128n) throw new Error('TOTPMasterSecret must fit in 128 bits');
  const key = Buffer.alloc(16);
  let rest = value;
  for (let i = 0; i < 16; i++) {
    key[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return key;
}

/** The value to store in `account.totp_secret` (`AEEncryptWithRandomIV` with a master key). */
export function sealTotpSecret(
  raw: Buffer,
  masterKey: Buffer | undefined,
  iv = randomBytes(IV_BYTES),
): Buffer {
  if (!masterKey) return Buffer.from(raw);
  const cipher = createCipheriv('aes-128-gcm', masterKey, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(raw), cipher.final()]);
  return Buffer.concat([ciphertext, iv, cipher.getAuthTag()]);
}

/**
 * The raw secret from a stored `account.totp_secret` (`AEDecrypt`). Throws when the value cannot be
 * the master key's: too short to hold an IV and a tag, or a tag that does not match.
 */
export function openTotpSecret(stored: Uint8Array, masterKey: Buffer | undefined): Buffer {
  const value = Buffer.from(stored);
  if (!masterKey) return value;
  if (value.length < IV_BYTES + TAG_BYTES) throw new Error('totp_secret is too short to be encrypted');
  const tag = value.subarray(value.length - TAG_BYTES);
  const iv = value.subarray(value.length - TAG_BYTES - IV_BYTES, value.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-128-gcm', masterKey, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(value.subarray(0, value.length - TAG_BYTES - IV_BYTES)),
    decipher.final(),
  ]);
}

/** `TOTP::GenerateToken`: RFC 6238 with HMAC-SHA1, a 30 s step from T0 = 0, six digits. */
function totpToken(raw: Uint8Array, unixSeconds: number): number {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / STEP_SECONDS)));
  const digest = createHmac('sha1', raw).update(counter).digest();
  const offset = digest[19]! & 0x0f;
  return (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
}

/** The six digits an authenticator app shows for that moment. */
export const totpCode = (raw: Uint8Array, unixSeconds: number): string =>
  String(totpToken(raw, unixSeconds)).padStart(6, '0');

/**
 * `TOTP::ValidateToken`: the code of the previous, current or next step. The core reads the typed
 * digits as a decimal number, so "005924" and "5924" are the same code.
 */
export function checkTotpCode(raw: Uint8Array, code: string, now = Date.now()): boolean {
  if (!/^\d{1,9}$/.test(code)) return false;
  const token = Number(code);
  const seconds = Math.floor(now / 1000);
  return [-STEP_SECONDS, 0, STEP_SECONDS].some((delta) => totpToken(raw, seconds + delta) === token);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 Base32 without padding: how `.account 2fa setup` prints the key and apps read it. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function fromBase32(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not Base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The Key URI an authenticator app scans: issuer and label are the site's, the rest what the core checks. */
export function otpauthUri(input: { issuer: string; account: string; secret: Uint8Array }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const params = new URLSearchParams({
    secret: base32(input.secret),
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/**
 * The text the authserver hashes into `secret_digest` (id 0) for its master key: `BN_bn2hex`, upper
 * case, no leading zero bytes, an even number of digits ("0" for zero).
 */
export function canonicalMasterHex(hex: string): string {
  const value = BigInt(`0x${hex}`);
  if (value === 0n) return '0';
  const digits = value.toString(16).toUpperCase();
  return digits.length % 2 ? `0${digits}` : digits;
}

/**
 * Whether `secret_digest.digest` (Argon2id, as `SecretMgr` writes it with `argon2id_hash_encoded`) was
 * made from this master key: the authserver then decrypts what the site encrypts.
 */
export async function digestMatchesMasterKey(encoded: string, hex: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(
    encoded.trim(),
  );
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64');
  const derived = await new Promise<Buffer>((resolve, reject) =>
    argon2(
      'argon2id',
      {
        message: canonicalMasterHex(hex),
        nonce: Buffer.from(salt!, 'base64'),
        memory: Number(memory),
        passes: Number(passes),
        parallelism: Number(parallelism),
        tagLength: expected.length,
      },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}
