import type { ArtName } from './artwork.ts';

/** docs/product.md §3.1 feature item: the four features of the home page carousel. */
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

export const HOME_FEATURES: readonly HomeFeature[] = [
  {
    id: 'specless',
    tab: 'Specless',
    kicker: 'One class, every spec',
    title: 'Specless',
    description:
      'Specializations are gone. Each class gets a single Skill Tree that brings its base spells, talents and glyphs together, and you spend your points across every spec of your class to build the character you have in mind, not the one a specialization allows.',
    route: '/features/specless',
    image: 'feature-specless',
    imageAlt: 'A constellation of glowing skill nodes joined by lines of light above snowy peaks',
  },
  {
    id: 'gear-affixes',
    tab: 'Gear Affixes',
    kicker: 'No two items alike',
    title: 'Gear Affixes',
    description:
      'Every item you loot or craft carries one random affix, drawn from a pool suited to its type. Chase the perfect roll in the field, or buy the affix of your choice from the emblem vendors with the emblems you earn.',
    route: '/features/unique-items',
    image: 'feature-unique',
    imageAlt: 'A runed sword in a shaft of light, circled by gems of every quality',
  },
  {
    id: 'tourment',
    tab: 'Torment Mode',
    kicker: 'Difficulty on your terms',
    title: 'Torment Mode',
    description:
      'Choose how hard Northrend hits back. Raise your Torment level and enemies grow tougher, while you earn more experience, extra loot, gear from open-world rare elites and extra gold. Every new character starts in Torment Mode, and you can turn it off at any time.',
    route: '/features/tourment',
    image: 'feature-tourment',
    imageAlt: 'A black spire under a blood-red storm, ringed by eleven burning marks of difficulty',
  },
  {
    id: 'quality-of-life',
    tab: 'Tons of QoL',
    kicker: 'A smoother way to play',
    title: 'Tons of QoL',
    description:
      'Account-wide reputations, mounts, achievements and appearances, switchable racials, maps for every dungeon and raid, a Sell Junk button, AoE loot and much more: modern comforts that never change the heart of the game.',
    route: '/features/quality-of-life',
    image: 'feature-qol',
    imageAlt: 'A lodge with warm lit windows in the snow, under a green aurora',
  },
];

/** docs/product.md §3.1 FAQ item: the answer may hold **bold** markup. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** docs/product.md §9.1: seven FAQ items carrying the realm's facts. */
export const HOME_FAQ: readonly FaqItem[] = [
  {
    question: 'When does the realm open?',
    answer:
      'The public release is expected in **Early 2026**. An alpha and a beta will come before it; their dates will be announced later.',
  },
  {
    question: 'What are the rates?',
    answer:
      'All rates are **x1**, except the experience from killing mobs, which goes from **x1 to x7** depending on the Torment level you choose.',
  },
  {
    question: 'Is the realm cross-faction?',
    answer:
      'Yes. The realm is **cross-faction**, with all possible cross-faction interactions enabled, so you can play with your friends whatever side they chose.',
  },
  {
    question: 'What is the maximum level?',
    answer: 'The maximum character level is **80**, as it was in Wrath of the Lich King.',
  },
  {
    question: 'Which game client do I need?',
    answer:
      'The realm runs on the **3.3.5a** client. Your website account is your game account: sign in to the game with the same name and password.',
  },
  {
    question: 'Is it pay-to-win?',
    answer:
      'No, and it never will be. An in-game store is planned shortly after launch, selling **only cosmetic and convenience items**: transmogs, mounts, druid morphs and pet appearances.',
  },
  {
    question: 'Is there a community chat server?',
    answer:
      '**Not yet.** No community chat server exists yet; a link will be added here as soon as it opens.',
  },
];

/** The realm at a glance, under the hero. */
export const HOME_FACTS = [
  { value: 'x1', label: 'Rates, with x1 to x7 mob XP by Torment level' },
  { value: '80', label: 'Maximum character level' },
  { value: 'Cross-faction', label: 'Every cross-faction interaction enabled' },
  { value: '3.3.5a', label: 'Game client' },
] as const;
