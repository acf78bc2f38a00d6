import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * SRP6 as the 3.3.5a client, AzerothCore and TrinityCore compute the account verifier
 * (docs/game-core.md §2.1): v = g ^ SHA1(salt || SHA1(USERNAME ":" PASSWORD)) mod N, where the digest is
 * read as a little-endian integer and v is stored little-endian, zero-padded to 32 bytes.
 */
const N = BigInt('0x894B645E89E1535BBDAD5B8B290650530801B18EBFBF5E8FAB3C82872A3E9BB7');
const g = 7n;
const SALT_LENGTH = 32;
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

/*
 * g is fixed, so g^x is a product of precomputed powers: G_POWERS[i][d] = g^(d·16^i) mod N for each of
 * the 40 hex digits of a 160-bit x. About 40 multiplications instead of 240: sign-in and registration
 * spend most of their CPU here.
 */
const G_POWERS: bigint[][] = [];
for (let i = 0, base = g; i < 40; i++) {
  const row = [1n];
  for (let d = 1; d < 16; d++) row.push((row[d - 1]! * base) % N);
  G_POWERS.push(row);
  base = (row[15]! * base) % N;
}

function powerOfG(x: bigint): bigint {
  if (x >> 160n) return modPow(g, x, N);
  let result = 1n;
  for (let i = 0; x > 0n; i++, x >>= 4n) {
    const digit = Number(x & 15n);
    if (digit) result = (result * G_POWERS[i]![digit]!) % N;
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
  return toLittleEndian(powerOfG(x), VERIFIER_LENGTH);
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
