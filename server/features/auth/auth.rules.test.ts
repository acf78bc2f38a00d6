import { beforeAll, describe, expect, it } from 'vitest';
import { ChangePasswordRequestSchema, TwoFactorEnableRequestSchema } from '../../../contract/account.ts';
import { AUTH_MESSAGES, LoginRequestSchema, RegisterRequestSchema } from '../../../contract/auth.ts';
import { LANGUAGES, type Language } from '../../../contract/i18n/languages.ts';
import { loadLanguage, translateText } from '../../../contract/i18n/messages.ts';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

type Schema = { safeParse(input: unknown): { error?: { issues: Array<{ message: string }> } } };

/** Every message the schema gives, read in `language`. */
function refusals(schema: Schema, input: unknown, language: Language) {
  return (schema.safeParse(input).error?.issues ?? []).map((issue) => translateText(language, issue.message));
}

describe('the account rules', () => {
  const registration = { username: 'Ab', email: 'nope', password: 'frost mourne', confirmPassword: 'x' };

  it('give the spec’s words in English, their numbers filled in', () => {
    expect(refusals(RegisterRequestSchema, registration, 'en')).toEqual([
      'Username must be between 3 and 16 characters',
      'Please enter a valid email address',
      'Password may only contain letters, digits and symbols, without spaces or |',
      'Passwords do not match',
    ]);
    expect(refusals(LoginRequestSchema, { username: ' ', password: '' }, 'en')).toEqual([
      'Please fill in all required fields',
      'Please fill in all required fields',
    ]);
  });

  it('read in French', () => {
    expect(refusals(RegisterRequestSchema, registration, 'fr')).toEqual([
      'Le nom de compte doit contenir entre 3 et 16 caractères',
      'Veuillez saisir une adresse e-mail valide',
      'Le mot de passe ne peut contenir que des lettres, des chiffres et des symboles, sans espaces ni |',
      'Les mots de passe ne correspondent pas',
    ]);
    expect(
      refusals(ChangePasswordRequestSchema, { currentPassword: '', newPassword: 'short' }, 'fr'),
    ).toEqual([
      'Votre mot de passe actuel est requis',
      'Le mot de passe doit contenir au moins 8 caractères',
    ]);
    expect(refusals(TwoFactorEnableRequestSchema, { code: '12' }, 'fr')).toEqual([
      'Saisissez le code à 6 chiffres de votre application d’authentification.',
    ]);
  });

  it('are compared as texts, whatever the language they are shown in', () => {
    const issues = RegisterRequestSchema.safeParse(registration).error!.issues.map((i) => i.message);
    expect(issues).toContain(AUTH_MESSAGES.passwordCharacters);
  });
});
