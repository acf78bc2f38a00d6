import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * SRP6 as the 3.3.5a client, AzerothCore and TrinityCore compute the account verifier
 * (AZEROTHCORE.md §b): v = g ^ SHA1(salt || SHA1(USERNAME ":" PASSWORD)) mod N, where the digest is
 * read as a little-endian integer and v is stored little-endian, zero-padded to 32 bytes.
 */
const N = BigInt('0x894B645E89E1535BBDAD5B8B290650530801B18EBFBF5E8FAB3C82872A3E9BB7');
const g = 7n;
export const SALT_LENGTH = 32;
const VERIFIER_LENGTH = 32;

/** The core upper-cases only ASCII a–z (`Utf8ToUpperOnlyLatin`); every other character stays as is. */
export function upperOnlyLatin(value: string): string {
  return value.replace(/[a-z]/g, (c) => c.toUpperCase());
}

function sha1(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

function fromLittleEndian(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}

function toLittleEndian(n: bigint, length: number): Buffer {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length && n > 0n; i++) {
    out[i] = Number(n & 0xffn);
    n >>= 8n;
  }
  return out;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  base %= modulus;
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % modulus;
    exponent >>= 1n;
    base = (base * base) % modulus;
  }
  return result;
}

/** The raw digest SHA1(salt || SHA1(U:P)) whose little-endian value is the private key x. */
export function computeX(username: string, password: string, salt: Uint8Array): Buffer {
  const inner = sha1(Buffer.from(`${upperOnlyLatin(username)}:${upperOnlyLatin(password)}`, 'utf8'));
  return sha1(salt, inner);
}

/** The 32-byte verifier exactly as the core stores it in `account.verifier`. */
export function computeVerifier(username: string, password: string, salt: Uint8Array): Buffer {
  const x = fromLittleEndian(computeX(username, password, salt));
  return toLittleEndian(modPow(g, x, N), VERIFIER_LENGTH);
}

/** A fresh salt and its verifier, as `AccountMgr::CreateAccount` and `ChangePassword` write them. */
export function makeRegistration(username: string, password: string): { salt: Buffer; verifier: Buffer } {
  const salt = randomBytes(SALT_LENGTH);
  return { salt, verifier: computeVerifier(username, password, salt) };
}

/** Recomputes the verifier from the stored salt and compares in constant time. */
export function checkPassword(
  username: string,
  password: string,
  salt: Uint8Array,
  verifier: Uint8Array,
): boolean {
  const expected = computeVerifier(username, password, salt);
  const stored = Buffer.from(verifier);
  return stored.length === expected.length && timingSafeEqual(stored, expected);
}
