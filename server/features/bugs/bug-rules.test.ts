import { beforeAll, describe, expect, it } from 'vitest';
import { BUG_MESSAGES, BugReportSchema, BugListQuerySchema } from '../../../contract/bugs.ts';
import { LANGUAGES } from '../../../contract/i18n/languages.ts';
import { loadLanguage, translateText } from '../../../contract/i18n/messages.ts';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

const report = {
  title: 'The kobold camp quest cannot be completed',
  description: 'Candles drop but the counter stays at 0/8.',
  characterId: 12,
  category: 'quests',
  questName: 'Kobold Candles',
};

/** The first message the schema gives, read in `language`. */
function refusal(
  schema: typeof BugReportSchema | typeof BugListQuerySchema,
  input: unknown,
  language: 'en' | 'fr',
) {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue && translateText(language, issue.message);
}

describe('the bug report rules', () => {
  it('give the spec’s words in English and their translation in French', () => {
    expect(refusal(BugReportSchema, { ...report, title: ' ' }, 'en')).toBe(
      'Title and description are required',
    );
    expect(refusal(BugReportSchema, { ...report, title: ' ' }, 'fr')).toBe(
      'Le titre et la description sont obligatoires',
    );
    expect(refusal(BugReportSchema, { ...report, category: 'items' }, 'fr')).toBe(
      'Le nom de l’objet est obligatoire pour un bug d’objet',
    );
    expect(translateText('en', BUG_MESSAGES.character)).toBe('Please select a character');
    expect(translateText('fr', BUG_MESSAGES.character)).toBe('Veuillez choisir un personnage');
  });

  it('put the limits in their messages', () => {
    const long = { ...report, title: 'x'.repeat(121) };
    expect(refusal(BugReportSchema, long, 'en')).toBe('Title must be at most 120 characters');
    expect(refusal(BugReportSchema, long, 'fr')).toBe('Le titre doit contenir au plus 120 caractères');
    expect(refusal(BugListQuerySchema, { priority: 'urgent' }, 'en')).toBe(
      'Unknown priority "urgent": use low, medium, high',
    );
  });
});
