import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../contract/i18n/languages.ts';
import { browserCatalogue } from './browser-catalogues.ts';
import { loadLanguage, translate } from '../contract/i18n/messages.ts';

const catalogue = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'contract', 'i18n', `${language}.json`), 'utf8'),
  );

/** The names a message's placeholders, plurals and selects use. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal)
      names.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

describe('the catalogues', () => {
  const english = catalogue('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every text English has, and no other', (language) => {
    const other = catalogue(language);
    expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGES)('%s: every message parses, with the placeholders of its English text', (language) => {
    for (const [key, message] of Object.entries(catalogue(language))) {
      const names = [...argumentsOf(parse(message, { ignoreTag: true }))].sort();
      expect(names, `${language} ${key}`).toEqual(
        [...argumentsOf(parse(english[key]!, { ignoreTag: true }))].sort(),
      );
    }
  });

  it('writes French as French typography asks: a non-breaking space before ! ? : ;, curly apostrophes', () => {
    for (const [key, message] of Object.entries(catalogue('fr'))) {
      expect(message, key).not.toMatch(/ [!?:;]/);
      expect(message, key).not.toMatch(/\S[!?;]/);
      expect(message, key).not.toMatch(/[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/);
    }
  });

  it('fills placeholders in the language asked for', async () => {
    await Promise.all(LANGUAGES.map(loadLanguage));
    expect(translate('en', 'footer.rights', { realm: 'Frostfall' })).toBe(
      '© 2025 Frostfall. All rights reserved.',
    );
    expect(translate('fr', 'footer.rights', { realm: 'Frostfall' })).toBe(
      '© 2025 Frostfall. Tous droits réservés.',
    );
  });
});

describe('the browser’s catalogues', () => {
  it('keep every text a page shows and leave out the API’s, the mails’ and the CLI’s', () => {
    const english = readFileSync(path.join(import.meta.dirname, '..', 'contract', 'i18n', 'en.json'), 'utf8');
    const kept = Object.keys(JSON.parse(browserCatalogue(english)) as Record<string, string>);
    expect(kept).toContain('nav.home');
    expect(kept.some((key) => key.startsWith('rule.'))).toBe(true);
    expect(kept.filter((key) => /^(api|mail|cli)\./.test(key))).toEqual([]);
    const all = Object.keys(JSON.parse(english) as Record<string, string>);
    expect(all.some((key) => key.startsWith('api.'))).toBe(true);
  });
});
