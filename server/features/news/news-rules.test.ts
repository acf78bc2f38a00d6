import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/i18n/languages.ts';
import { loadLanguage, translateText } from '../../../contract/i18n/messages.ts';
import { NewsFormSchema, type NewsFormValues } from '../../../contract/news.ts';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

const form: NewsFormValues = {
  title: 'Patch notes for the realm',
  category: 'PHASE UPDATE',
  author: 'Equipe Frostfall',
  imageUrl: '/assets/images/feature-qol.jpg',
  tags: '',
  description: 'What changed in this week patch.',
  content: 'The realm received a long list of fixes and changes this week, read on.',
  featured: false,
};

/** The form's first message for `values`, read in `language`. */
function refusal(values: Partial<NewsFormValues>, language: 'en' | 'fr') {
  const issue = NewsFormSchema.safeParse({ ...form, ...values }).error?.issues[0];
  return issue && translateText(language, issue.message);
}

describe('the news form rules', () => {
  it('are built from the field’s name, in English and in French', () => {
    expect(refusal({ title: '' }, 'en')).toBe('title is required');
    expect(refusal({ title: '' }, 'fr')).toBe('title est requis');
    expect(refusal({ title: 'abcd' }, 'en')).toBe('title must be at least 5 characters');
    expect(refusal({ title: 'abcd' }, 'fr')).toBe('title doit contenir au moins 5 caractères');
    expect(refusal({ description: 'd'.repeat(1001) }, 'fr')).toBe(
      'description doit contenir au plus 1000 caractères',
    );
    expect(refusal({ imageUrl: 'javascript:alert(1)' }, 'fr')).toBe(
      'imageUrl doit être un chemin du site ou une adresse https',
    );
  });
});
