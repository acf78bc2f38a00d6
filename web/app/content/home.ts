import type { MessageKey } from '#contract/i18n/messages.ts';
import type { ArtName } from './artwork.ts';

/** docs/product.md §3.1 feature item: the four features of the home page carousel, as it shows them. */
export interface HomeFeature {
  id: 'specless' | 'gear-affixes' | 'tourment' | 'quality-of-life';
  tab: string;
  kicker: string;
  title: string;
  description: string;
  route: string;
  image: ArtName;
  imageAlt: string;
}

/** A feature as the data holds it: its texts are catalogue keys, read in the page's language. */
type HomeFeatureTexts = {
  [Field in keyof HomeFeature]: Field extends 'tab' | 'kicker' | 'title' | 'description' | 'imageAlt'
    ? MessageKey
    : HomeFeature[Field];
};

export const HOME_FEATURES: readonly HomeFeatureTexts[] = [
  {
    id: 'specless',
    tab: 'pages.home.feature.specless.tab',
    kicker: 'pages.home.feature.specless.kicker',
    title: 'pages.home.feature.specless.title',
    description: 'pages.home.feature.specless.description',
    route: '/features/specless',
    image: 'feature-specless',
    imageAlt: 'pages.home.feature.specless.imageAlt',
  },
  {
    id: 'gear-affixes',
    tab: 'pages.home.feature.gearAffixes.tab',
    kicker: 'pages.home.feature.gearAffixes.kicker',
    title: 'pages.home.feature.gearAffixes.title',
    description: 'pages.home.feature.gearAffixes.description',
    route: '/features/unique-items',
    image: 'feature-unique',
    imageAlt: 'pages.home.feature.gearAffixes.imageAlt',
  },
  {
    id: 'tourment',
    tab: 'pages.home.feature.tourment.tab',
    kicker: 'pages.home.feature.tourment.kicker',
    title: 'pages.home.feature.tourment.title',
    description: 'pages.home.feature.tourment.description',
    route: '/features/tourment',
    image: 'feature-tourment',
    imageAlt: 'pages.home.feature.tourment.imageAlt',
  },
  {
    id: 'quality-of-life',
    tab: 'pages.home.feature.qualityOfLife.tab',
    kicker: 'pages.home.feature.qualityOfLife.kicker',
    title: 'pages.home.feature.qualityOfLife.title',
    description: 'pages.home.feature.qualityOfLife.description',
    route: '/features/quality-of-life',
    image: 'feature-qol',
    imageAlt: 'pages.home.feature.qualityOfLife.imageAlt',
  },
];

/** The carousel's features in the page's language. */
export const homeFeatures = (t: (key: MessageKey) => string): HomeFeature[] =>
  HOME_FEATURES.map((f) => ({
    ...f,
    tab: t(f.tab),
    kicker: t(f.kicker),
    title: t(f.title),
    description: t(f.description),
    imageAlt: t(f.imageAlt),
  }));

/** docs/product.md §3.1 FAQ item, as the accordion shows it: the answer may hold **bold** markup. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** docs/product.md §9.1: seven FAQ items carrying the realm's facts (catalogue keys). */
export const HOME_FAQ: ReadonlyArray<{ question: MessageKey; answer: MessageKey }> = [
  { question: 'pages.home.faq.opening.question', answer: 'pages.home.faq.opening.answer' },
  { question: 'pages.home.faq.rates.question', answer: 'pages.home.faq.rates.answer' },
  { question: 'pages.home.faq.crossFaction.question', answer: 'pages.home.faq.crossFaction.answer' },
  { question: 'pages.home.faq.maxLevel.question', answer: 'pages.home.faq.maxLevel.answer' },
  { question: 'pages.home.faq.client.question', answer: 'pages.home.faq.client.answer' },
  { question: 'pages.home.faq.payToWin.question', answer: 'pages.home.faq.payToWin.answer' },
  { question: 'pages.home.faq.chat.question', answer: 'pages.home.faq.chat.answer' },
];

/** The FAQ in the page's language. */
export const homeFaq = (t: (key: MessageKey) => string): FaqItem[] =>
  HOME_FAQ.map((item) => ({ question: t(item.question), answer: t(item.answer) }));

/** The realm at a glance, under the hero: a figure (or a text to translate) above its label. */
export const HOME_FACTS: ReadonlyArray<{ value: string | { text: MessageKey }; label: MessageKey }> = [
  { value: 'x1', label: 'pages.home.facts.rates' },
  { value: '80', label: 'pages.home.facts.maxLevel' },
  { value: { text: 'pages.home.facts.crossFaction' }, label: 'pages.home.facts.crossFactionLabel' },
  { value: '3.3.5a', label: 'pages.home.facts.client' },
];
