import { describe, expect, it } from 'vitest';
import { secretDigest } from '../test/factories.ts';
import {
  base32,
  canonicalMasterHex,
  checkTotpCode,
  digestMatchesMasterKey,
  fromBase32,
  masterKeyFromHex,
  openTotpSecret,
  otpauthUri,
  sealTotpSecret,
  totpCode,
} from './totp.ts';

/* The worked example of docs/game-core.md §10.8, byte for byte. */
const example = {
  master: '000102030405060708090A0B0C0D0E0F',
  key: '0f0e0d0c0b0a09080706050403020100',
  raw: Buffer.from('12345678901234567890', 'ascii'),
  base32: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  iv: Buffer.from('101112131415161718191a1b', 'hex'),
  sealed: 'fd2c6892d5f625cbf46d815460a5e56ab8ca4ffc101112131415161718191a1b7e8397bb69af5b79c28fc20e',
  wrongKeySealed: 'f51c309b3a7981d72eed6cc7f413de080d844db7101112131415161718191a1b53e6ac338e1f24d8e149cf5c',
  canonical: '0102030405060708090A0B0C0D0E0F',
};

describe('totp_secret as the cores store it (docs/game-core.md §10.8 worked example)', () => {
  it('derives the AES key from TOTPMasterSecret as 16 little-endian bytes', () => {
    expect(masterKeyFromHex(example.master).toString('hex')).toBe(example.key);
    expect(masterKeyFromHex('01').toString('hex')).toBe('01' + '00'.repeat(15));
  });

  it('seals the raw secret to ciphertext ‖ IV ‖ 12-byte tag, exactly the example bytes', () => {
    const sealed = sealTotpSecret(example.raw, masterKeyFromHex(example.master), example.iv);
    expect(sealed.toString('hex')).toBe(example.sealed);
    expect(sealed).toHaveLength(44);
  });

  it('stores the raw 20 bytes when there is no master secret', () => {
    expect(sealTotpSecret(example.raw, undefined).toString('hex')).toBe(
      '3132333435363738393031323334353637383930',
    );
  });

  it('opens the example value, and refuses one sealed with the key not byte-reversed', () => {
    const key = masterKeyFromHex(example.master);
    expect(openTotpSecret(Buffer.from(example.sealed, 'hex'), key)).toEqual(example.raw);
    expect(() => openTotpSecret(Buffer.from(example.wrongKeySealed, 'hex'), key)).toThrow();
    const flipped = Buffer.from(example.sealed, 'hex');
    flipped[3]! ^= 0x01;
    expect(() => openTotpSecret(flipped, key)).toThrow();
    expect(() => openTotpSecret(example.raw, key)).toThrow();
  });

  it('gives the RFC 6238 SHA1 codes of the example table', () => {
    const table: Array<[number, string]> = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ];
    for (const [time, code] of table) expect(totpCode(example.raw, time)).toBe(code);
  });

  it('accepts a code from 30 s before its step until 30 s after it, as TOTP::ValidateToken', () => {
    const at = (s: number) => s * 1000;
    expect(checkTotpCode(example.raw, '050471', at(1111111080))).toBe(true);
    expect(checkTotpCode(example.raw, '050471', at(1111111169))).toBe(true);
    expect(checkTotpCode(example.raw, '050471', at(1111111079))).toBe(false);
    expect(checkTotpCode(example.raw, '050471', at(1111111170))).toBe(false);
    // Read as a decimal number, like the core: leading zeros do not matter.
    expect(checkTotpCode(example.raw, '5924', at(1234567890))).toBe(true);
    expect(checkTotpCode(example.raw, 'abcdef', at(1234567890))).toBe(false);
  });

  it('writes the key in Base32 and back, and the otpauth URI apps scan', () => {
    expect(base32(example.raw)).toBe(example.base32);
    expect(fromBase32(example.base32.toLowerCase())).toEqual(example.raw);
    expect(otpauthUri({ issuer: 'MyRealm', account: 'ALICE', secret: example.raw })).toBe(
      'otpauth://totp/MyRealm%3AALICE?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=MyRealm&algorithm=SHA1&digits=6&period=30',
    );
  });

  it("checks the authserver's secret_digest against the master secret", async () => {
    expect(canonicalMasterHex(example.master)).toBe(example.canonical);
    expect(canonicalMasterHex('0')).toBe('0');
    expect(canonicalMasterHex('abc')).toBe('0ABC');
    const digest = secretDigest(example.master);
    expect(await digestMatchesMasterKey(digest, example.master)).toBe(true);
    expect(await digestMatchesMasterKey(digest, '000102030405060708090A0B0C0D0E0E')).toBe(false);
    expect(await digestMatchesMasterKey('not a digest', example.master)).toBe(false);
  });
});
