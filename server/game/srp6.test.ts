import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPassword, computeVerifier, computeX, makeRegistration, upperOnlyLatin } from './srp6.ts';

interface Vectors {
  cases: { id: string; username: string; password: string; salt_db_hex: string; verifier_db_hex: string }[];
  x_cases: {
    id: string;
    username_normalized: string;
    password_normalized: string;
    salt_db_hex: string;
    x_digest_hex: string;
  }[];
}

const vectorsFile = path.resolve(import.meta.dirname, '../test/fixtures/srp6-vectors.json');
const vectors = JSON.parse(readFileSync(vectorsFile, 'utf8')) as Vectors;

describe('SRP6 verifier', () => {
  it.each(vectors.cases.map((c) => [c.id, c] as const))('reproduces vector %s', (_id, c) => {
    const salt = Buffer.from(c.salt_db_hex, 'hex');
    expect(computeVerifier(c.username, c.password, salt).toString('hex').toUpperCase()).toBe(
      c.verifier_db_hex,
    );
    expect(checkPassword(c.username, c.password, salt, Buffer.from(c.verifier_db_hex, 'hex'))).toBe(true);
  });

  it.each(vectors.x_cases.map((c) => [c.id, c] as const))('reproduces x digest %s', (_id, c) => {
    const x = computeX(c.username_normalized, c.password_normalized, Buffer.from(c.salt_db_hex, 'hex'));
    expect(x.toString('hex').toUpperCase()).toBe(c.x_digest_hex);
  });

  it('is case-insensitive for ASCII letters, like the game', () => {
    const { salt, verifier } = makeRegistration('Thrall', 'Lok!Tar0gar');
    expect(checkPassword('THRALL', 'lok!tar0GAR', salt, verifier)).toBe(true);
    expect(checkPassword('thrall', 'Lok!Tar0gaR1', salt, verifier)).toBe(false);
  });

  it('upper-cases only a–z', () => {
    expect(upperOnlyLatin('abcé-zZ9')).toBe('ABCé-ZZ9');
  });

  it('pads short verifiers to 32 bytes', () => {
    for (let i = 0; i < 64; i++) {
      const { verifier } = makeRegistration('PADDING', `pass${i}word`);
      expect(verifier).toHaveLength(32);
    }
  });
});
