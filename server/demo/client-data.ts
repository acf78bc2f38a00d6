import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocalizedString } from '../game/client-data/client-data.ts';
import { LAYOUTS, layoutRecord, localizedFields, type DbcName } from '../game/client-data/layouts.ts';
import { writeWdbc, type DbcValue } from '../game/client-data/wdbc.ts';

/*
 * The demo's client data: a small, complete set of the DBC files the armory reads, every name our
 * own (nothing from the game), in English and French, so the embedded demo shows talents, icons,
 * achievements and titles with no client files configured. The demo characters' seed picks from the
 * ids exported here; the demo items use the display, enchantment, gem and set ids.
 */

const text = (en: string, fr: string): LocalizedString => ({ en, fr });

/** The client's icon path of a demo icon (SpellIcon.dbc keeps `Interface\Icons\…`). */
const iconPath = (name: string) => `Interface\\Icons\\${name}`;

const two = (n: number) => String(n).padStart(2, '0');

// Icons ---------------------------------------------------------------------------------------------

/** SpellIcon ids: talents, tabs, achievements, glyphs and set bonuses each have a range. */
const TALENT_ICONS = 24;
const talentIconId = (n: number) => 9000 + (n % TALENT_ICONS) + 1;
const tabIconId = (classId: number, page: number) => 9100 + classId * 3 + page;
const achievementIconId = (n: number) => 9200 + n;
const glyphIconId = (major: boolean) => (major ? 9301 : 9302);
const SET_BONUS_ICON_ID = 9303;

// Talents -------------------------------------------------------------------------------------------

const CLASS_TABS: Record<number, [LocalizedString, LocalizedString, LocalizedString]> = {
  1: [
    text('Bladework', 'Art de la lame'),
    text('Battle Fury', 'Furie guerrière'),
    text('Iron Bulwark', 'Rempart de fer'),
  ],
  2: [
    text('Dawnlight', "Lumière de l'aube"),
    text('Oathguard', 'Garde du serment'),
    text('Sunforge', 'Forge solaire'),
  ],
  3: [
    text('Packbond', 'Lien de la meute'),
    text('Longshot', 'Tir lointain'),
    text('Wildcraft', 'Ruse sauvage'),
  ],
  4: [text('Venomcraft', 'Art des venins'), text('Duelist', 'Duelliste'), text('Nightstep', 'Pas de nuit')],
  5: [text('Serenity', 'Sérénité'), text('Radiance', 'Rayonnement'), text('Umbral Mind', 'Esprit ombral')],
  6: [
    text('Bloodbound', 'Lié par le sang'),
    text('Rimeheart', 'Cœur de givre'),
    text('Plaguewright', 'Maître des fléaux'),
  ],
  7: [
    text('Stormcall', "Appel de l'orage"),
    text('Spiritwalk', 'Marche des esprits'),
    text('Tidebinding', 'Lien des marées'),
  ],
  8: [
    text('Runeweaving', 'Tissage des runes'),
    text('Emberheart', 'Cœur de braise'),
    text('Glacial Art', 'Art glacial'),
  ],
  9: [
    text('Hexcraft', 'Art des maléfices'),
    text('Pactbound', 'Lié par le pacte'),
    text('Cinderfall', 'Chute de cendres'),
  ],
  11: [
    text('Moonwell', 'Puits de lune'),
    text('Clawbound', 'Lié par la griffe'),
    text('Grovekeeper', 'Gardien du bosquet'),
  ],
};

/** The classes with talents: every class of 3.3.5a (10 is unused). */
export const DEMO_CLASSES = Object.keys(CLASS_TABS).map(Number);

const TALENT_NAMES: LocalizedString[] = [
  text('Keen Focus', 'Concentration aiguisée'),
  text('Steady Breath', 'Souffle posé'),
  text('Iron Will', 'Volonté de fer'),
  text('Swift Reflexes', 'Réflexes vifs'),
  text('Deep Reserves', 'Réserves profondes'),
  text('Honed Instincts', 'Instincts affûtés'),
  text('Unyielding Stance', 'Posture inflexible'),
  text('Quickened Pulse', 'Pouls accéléré'),
  text('Far Sight', 'Vue perçante'),
  text('Second Wind', 'Second souffle'),
  text('Tempered Resolve', 'Résolution trempée'),
  text('Sharpened Edge', 'Tranchant affilé'),
  text('Lingering Echo', 'Écho persistant'),
  text('Patient Hunter', 'Chasseur patient'),
  text('Clear Mind', 'Esprit clair'),
  text('Burning Zeal', 'Zèle ardent'),
  text('Frozen Calm', 'Calme glacé'),
  text('Hidden Strength', 'Force cachée'),
  text('Rising Tide', 'Marée montante'),
  text('Silent Step', 'Pas silencieux'),
  text('Shattering Blow', 'Coup fracassant'),
  text('Guiding Star', 'Étoile guide'),
  text('Ancient Lore', 'Savoir ancien'),
  text('Restless Spirit', 'Esprit sans repos'),
  text('Stalwart Heart', 'Cœur vaillant'),
  text('Twin Fangs', 'Crocs jumeaux'),
  text('Long Vigil', 'Longue veille'),
  text('Heavy Hand', 'Main lourde'),
  text('Bright Spark', 'Étincelle vive'),
  text('Grim Harvest', 'Sombre moisson'),
  text('Wandering Light', 'Lumière errante'),
  text('Sudden Gale', 'Bourrasque soudaine'),
  text('Endless March', 'Marche sans fin'),
  text('Sworn Blade', 'Lame jurée'),
  text('Quiet Strength', 'Force tranquille'),
  text('Final Word', 'Dernier mot'),
];

/** Ranks of the talents in a tab, in turn: most talents have several. */
const RANKS = [5, 3, 2, 1, 5, 3, 3, 2, 1, 5, 2, 1];

export interface DemoTalentTab {
  tabId: number;
  /** The tab's place in the class's talent frame, 0 to 2. */
  page: number;
  name: LocalizedString;
  talents: Array<{
    talentId: number;
    row: number;
    column: number;
    name: LocalizedString;
    rankSpells: number[];
  }>;
}

/** A class's three tabs: tab ids 9<class>0–9<class>2, talents on rows 0–10 and columns 0–3. */
function talentTabsOf(classId: number): DemoTalentTab[] {
  return CLASS_TABS[classId]!.map((name, page) => {
    const tabId = 9000 + classId * 10 + page;
    const count = 8 + ((classId + page * 2) % 5);
    const talents = Array.from({ length: count }, (_, i) => {
      const talentId = tabId * 20 + i;
      const ranks = RANKS[(i + page) % RANKS.length]!;
      return {
        talentId,
        // At most two talents share a row, and then never a column.
        row: Math.floor((i * 11) / count),
        column: i % 4,
        name: TALENT_NAMES[(classId * 7 + page * 13 + i) % TALENT_NAMES.length]!,
        rankSpells: Array.from({ length: ranks }, (_, r) => talentId * 10 + r + 1),
      };
    });
    return { tabId, page, name, talents };
  });
}

/** A class's talent tabs with each talent's rank spells (what `character_talent.spell` stores). */
export function demoTalentSpells(classId: number): DemoTalentTab[] {
  return CLASS_TABS[classId] ? talentTabsOf(classId) : [];
}

// Achievements and titles ---------------------------------------------------------------------------

/** Achievement.dbc's flag for the first character of the realm to reach something. */
const ACHIEVEMENT_FLAG_REALM_FIRST_REACH = 0x100;

const ACHIEVEMENT_LIST: Array<
  [categoryId: number, points: number, name: LocalizedString, description: LocalizedString]
> = [
  [92, 10, text('First Steps', 'Premiers pas'), text('Reach level 10.', 'Atteindre le niveau 10.')],
  [
    92,
    10,
    text('Well Travelled', 'Grand voyageur'),
    text('Use a flight path ten times.', 'Emprunter dix fois un trajet aérien.'),
  ],
  [
    92,
    10,
    text('Loyal Companion', 'Compagnon fidèle'),
    text('Keep a pet by your side for a week.', 'Garder un familier à ses côtés pendant une semaine.'),
  ],
  [
    92,
    10,
    text('Fashionably Dressed', 'Tiré à quatre épingles'),
    text('Wear a matching outfit.', 'Porter une tenue assortie.'),
  ],
  [
    92,
    10,
    text('A Full Backpack', 'Sac bien rempli'),
    text('Fill every bag slot.', 'Remplir tous les emplacements de sac.'),
  ],
  [
    92,
    15,
    text('Bookworm', 'Rat de bibliothèque'),
    text('Read twenty books found in the world.', 'Lire vingt livres trouvés dans le monde.'),
  ],
  [96, 10, text('Errand Runner', 'Coursier'), text('Complete 50 quests.', 'Accomplir 50 quêtes.')],
  [96, 10, text('Helping Hand', 'Coup de main'), text('Complete 100 quests.', 'Accomplir 100 quêtes.')],
  [96, 25, text('Tale Weaver', 'Tisseur de récits'), text('Complete 500 quests.', 'Accomplir 500 quêtes.')],
  [
    96,
    15,
    text('Daily Devotion', 'Dévotion quotidienne'),
    text('Complete a daily quest on ten days.', 'Accomplir une quête journalière dix jours.'),
  ],
  [96, 25, text('Hundred Deeds', 'Cent exploits'), text('Complete 1,000 quests.', 'Accomplir 1 000 quêtes.')],
  [
    97,
    10,
    text('Over the Hills', 'Par-delà les collines'),
    text('Explore the rolling hills.', 'Explorer les collines.'),
  ],
  [
    97,
    10,
    text('Coastal Wanderer', 'Promeneur des côtes'),
    text('Walk the whole western coast.', 'Parcourir toute la côte ouest.'),
  ],
  [
    97,
    15,
    text('Peak Seeker', 'Chercheur de sommets'),
    text('Stand on the highest peak.', 'Se tenir sur le plus haut sommet.'),
  ],
  [
    97,
    25,
    text('Cartographer', 'Cartographe'),
    text('Explore every zone of one continent.', "Explorer toutes les zones d'un continent."),
  ],
  [
    97,
    50,
    text('Edge of the Map', 'Au bord de la carte'),
    text('Explore every zone of every continent.', 'Explorer toutes les zones de tous les continents.'),
  ],
  [
    95,
    10,
    text('First Blood', 'Premier sang'),
    text('Win an honourable kill.', 'Remporter une victoire honorable.'),
  ],
  [
    95,
    10,
    text('Arena Initiate', "Initié de l'arène"),
    text('Win an arena match.', 'Gagner un match en arène.'),
  ],
  [95, 15, text('Duel Master', 'Maître du duel'), text('Win 25 duels.', 'Gagner 25 duels.')],
  [95, 25, text('Banner Bearer', 'Porte-étendard'), text('Capture 50 flags.', 'Capturer 50 drapeaux.')],
  [
    168,
    10,
    text('Into the Depths', 'Dans les profondeurs'),
    text('Clear your first dungeon.', 'Terminer son premier donjon.'),
  ],
  [
    168,
    15,
    text('Crypt Sweeper', 'Nettoyeur de cryptes'),
    text('Clear the old crypts.', 'Terminer les vieilles cryptes.'),
  ],
  [
    168,
    25,
    text('Heroic Resolve', 'Détermination héroïque'),
    text('Clear a dungeon in heroic mode.', 'Terminer un donjon en mode héroïque.'),
  ],
  [168, 25, text('Raid Ready', 'Prêt pour le raid'), text('Defeat a raid boss.', 'Vaincre un boss de raid.')],
  [
    168,
    50,
    text('Champion of the Deep', 'Champion des abysses'),
    text('Defeat every raid boss.', 'Vaincre tous les boss de raid.'),
  ],
  [
    169,
    10,
    text('Apprentice Crafter', 'Artisan apprenti'),
    text('Reach 75 in a profession.', 'Atteindre 75 dans un métier.'),
  ],
  [
    169,
    25,
    text('Master Artisan', 'Maître artisan'),
    text('Reach 450 in a profession.', 'Atteindre 450 dans un métier.'),
  ],
  [
    201,
    10,
    text('Friend of the Wardens', 'Ami des gardiens'),
    text('Be honoured by the Wardens.', 'Être honoré par les gardiens.'),
  ],
  [
    201,
    50,
    text('Exalted Among Many', "Exalté parmi tant d'autres"),
    text('Be exalted by 20 factions.', 'Être exalté auprès de 20 factions.'),
  ],
  [
    81,
    25,
    text('Realm First! Ember Champion', 'Premier du royaume ! Champion des braises'),
    text('First on the realm to reach level 80.', 'Premier du royaume à atteindre le niveau 80.'),
  ],
];

/** The demo achievements (ids 9501–9530); the last is a realm first. */
export const DEMO_ACHIEVEMENTS = ACHIEVEMENT_LIST.map(([categoryId, points], i) => ({
  id: 9501 + i,
  categoryId,
  points,
  realmFirst: i === ACHIEVEMENT_LIST.length - 1,
}));

const TITLES: Array<[male: LocalizedString, female: LocalizedString]> = [
  [text('%s the Steadfast', '%s le Résolu'), text('%s the Steadfast', '%s la Résolue')],
  [text('Warden %s', 'Gardien %s'), text('Warden %s', 'Gardienne %s')],
  [
    text('%s of the Ember Vale', '%s du Val des Braises'),
    text('%s of the Ember Vale', '%s du Val des Braises'),
  ],
  [text('Pathfinder %s', 'Éclaireur %s'), text('Pathfinder %s', 'Éclaireuse %s')],
  [text('%s the Unbroken', "%s l'Inflexible"), text('%s the Unbroken', "%s l'Inflexible")],
  [text('Stormcaller %s', 'Mande-tempête %s'), text('Stormcaller %s', 'Mande-tempête %s')],
  [
    text('%s, Keeper of Lore', '%s, gardien du savoir'),
    text('%s, Keeper of Lore', '%s, gardienne du savoir'),
  ],
  [text('Champion %s', 'Champion %s'), text('Champion %s', 'Championne %s')],
];

/** The demo titles' bit indexes (what `characters.chosenTitle` stores): CharTitles ids 901–908. */
export const DEMO_TITLE_BITS = TITLES.map((_, i) => i + 1);

// Glyphs --------------------------------------------------------------------------------------------

const GLYPHS: Array<[major: boolean, name: LocalizedString]> = [
  [true, text('Glyph of Searing Bolts', 'Glyphe des traits brûlants')],
  [true, text('Glyph of the Iron Wall', 'Glyphe du mur de fer')],
  [true, text('Glyph of Swift Recovery', 'Glyphe de récupération rapide')],
  [true, text('Glyph of Lasting Wards', 'Glyphe des protections durables')],
  [true, text('Glyph of the Hunting Pack', 'Glyphe de la meute')],
  [true, text('Glyph of Deep Frost', 'Glyphe du givre profond')],
  [false, text('Glyph of the Lantern', 'Glyphe de la lanterne')],
  [false, text('Glyph of Quiet Steps', 'Glyphe des pas feutrés')],
  [false, text('Glyph of the Wanderer', 'Glyphe du vagabond')],
  [false, text('Glyph of Feathered Fall', 'Glyphe de la chute plumée')],
  [false, text('Glyph of Warm Hearth', 'Glyphe du foyer chaleureux')],
  [false, text('Glyph of the Patient Angler', 'Glyphe du pêcheur patient')],
];

const glyphId = (i: number) => 9401 + i;
const glyphSpellId = (i: number) => 980_001 + i;

/** GlyphProperties ids for `character_glyphs`: six major, six minor. */
export const DEMO_GLYPHS = {
  major: GLYPHS.flatMap(([major], i) => (major ? [glyphId(i)] : [])),
  minor: GLYPHS.flatMap(([major], i) => (major ? [] : [glyphId(i)])),
};

// Enchantments, gems and sets -----------------------------------------------------------------------

const PERMANENT_ENCHANTMENTS: LocalizedString[] = [
  text('+20 Stamina', '+20 Endurance'),
  text('+12 Agility', '+12 Agilité'),
  text('+15 Strength', '+15 Force'),
  text('+18 Intellect', '+18 Intelligence'),
  text('+10 All Stats', '+10 à toutes les caractéristiques'),
  text('+30 Spell Power', '+30 puissance des sorts'),
  text('+40 Attack Power', "+40 puissance d'attaque"),
  text('+22 Defense Rating', '+22 score de défense'),
  text('+16 Hit Rating', '+16 score de toucher'),
  text('+20 Critical Strike Rating', '+20 score de coup critique'),
  text('+15 Stamina and +10 Spirit', '+15 Endurance et +10 Esprit'),
  text('+25 Haste Rating', '+25 score de hâte'),
];

/** Gem enchantments by colour: four red, four yellow, four blue. */
const GEM_ENCHANTMENTS: LocalizedString[] = [
  text('+8 Strength', '+8 Force'),
  text('+8 Agility', '+8 Agilité'),
  text('+9 Spell Power', '+9 puissance des sorts'),
  text('+16 Attack Power', "+16 puissance d'attaque"),
  text('+8 Critical Strike Rating', '+8 score de coup critique'),
  text('+8 Haste Rating', '+8 score de hâte'),
  text('+8 Intellect', '+8 Intelligence'),
  text('+8 Hit Rating', '+8 score de toucher'),
  text('+12 Stamina', '+12 Endurance'),
  text('+8 Spirit', '+8 Esprit'),
  text('+8 Defense Rating', '+8 score de défense'),
  text('+3 Mana every 5 seconds', '+3 points de mana toutes les 5 secondes'),
];

const SOCKET_BONUSES: LocalizedString[] = [
  text('+6 Critical Strike Rating', '+6 score de coup critique'),
  text('+4 Stamina', '+4 Endurance'),
  text('+5 Spell Power', '+5 puissance des sorts'),
  text('+8 Attack Power', "+8 puissance d'attaque"),
  text('+4 Hit Rating', '+4 score de toucher'),
  text('+6 Agility', '+6 Agilité'),
];

/** Socket colour masks: 2 red, 4 yellow, 8 blue. */
const gemColor = (i: number) => (i < 4 ? 2 : i < 8 ? 4 : 8);

/** SpellItemEnchantment ids: permanent 9001–9012, gems 9101–9112, socket bonuses 9201–9206. */
export const DEMO_ENCHANTMENTS = {
  permanent: PERMANENT_ENCHANTMENTS.map((_, i) => 9001 + i),
  gems: GEM_ENCHANTMENTS.map((_, i) => 9101 + i),
  socketBonuses: SOCKET_BONUSES.map((_, i) => 9201 + i),
};

/** GemProperties 901–912: each gem's enchantment (9101–9112), colour, and item (900101–900112). */
export const DEMO_GEMS = GEM_ENCHANTMENTS.map((_, i) => ({
  id: 901 + i,
  enchantmentId: 9101 + i,
  color: gemColor(i),
  item: 900_101 + i,
}));

const ITEM_SETS: Array<{
  id: number;
  name: LocalizedString;
  firstItem: number;
  bonuses: [LocalizedString, LocalizedString];
}> = [
  {
    id: 901,
    name: text('Ember Warden Battlegear', 'Tenue de combat du gardien des braises'),
    firstItem: 900_001,
    bonuses: [text('Ember Ward', 'Garde de braise'), text('Smouldering Might', 'Puissance couvante')],
  },
  {
    id: 902,
    name: text('Duskweave Regalia', 'Atours de tisse-crépuscule'),
    firstItem: 900_011,
    bonuses: [
      text('Duskweave Focus', 'Concentration de tisse-crépuscule'),
      text('Twilight Wellspring', 'Source crépusculaire'),
    ],
  },
  {
    id: 903,
    name: text('Thornstalker Harness', 'Harnais du traque-ronce'),
    firstItem: 900_021,
    bonuses: [text("Thornstalker's Aim", 'Visée du traque-ronce'), text('Bramble Hide', 'Peau de ronces')],
  },
];

/** The demo items' use, equip and chance-on-hit effects (server/demo/items.seed.ts, 900301–900306). */
const ITEM_SPELLS: Array<[id: number, name: LocalizedString]> = [
  [900_301, text('Ember Surge', 'Flambée de braises')],
  [900_302, text('Honed Edge', 'Tranchant affûté')],
  [900_303, text('Moonlit Clarity', 'Clarté lunaire')],
  [900_304, text('Borrowed Time', 'Temps emprunté')],
  [900_305, text('Kindled Judgement', 'Jugement attisé')],
  [900_306, text('Steady Resolve', 'Résolution inébranlable')],
];

const setBonusSpellId = (set: number, bonus: number) => 990_001 + set * 2 + bonus;

/** ItemSet ids with their five items each (bonuses at 2 and 4 pieces). */
export const DEMO_ITEM_SETS = ITEM_SETS.map((set) => ({
  id: set.id,
  items: Array.from({ length: 5 }, (_, i) => set.firstItem + i),
}));

// The files -----------------------------------------------------------------------------------------

type Records = Record<DbcName, DbcValue[][]>;

function demoRecords(): Records {
  const row = (name: DbcName, fields: Record<number, DbcValue>) => layoutRecord(LAYOUTS[name], fields);
  const records: Records = {
    itemDisplayInfo: [],
    talent: [],
    talentTab: [],
    spell: [],
    spellIcon: [],
    achievement: [],
    charTitles: [],
    glyphProperties: [],
    spellItemEnchantment: [],
    gemProperties: [],
    itemSet: [],
  };
  const spell = (id: number, name: LocalizedString, iconId: number) =>
    records.spell.push(row('spell', { 0: id, 133: iconId, ...localizedFields(136, name) }));
  const icon = (id: number, name: string) =>
    records.spellIcon.push(row('spellIcon', { 0: id, 1: iconPath(name) }));

  for (let n = 1; n <= 60; n++) {
    records.itemDisplayInfo.push(row('itemDisplayInfo', { 0: 90_000 + n, 5: `demo-item-${two(n)}` }));
  }

  for (let n = 1; n <= TALENT_ICONS; n++) icon(9000 + n, `demo-talent-${two(n)}`);
  let talentNumber = 0;
  for (const classId of DEMO_CLASSES) {
    for (const tab of talentTabsOf(classId)) {
      icon(tabIconId(classId, tab.page), `demo-tab-${classId}-${tab.page + 1}`);
      records.talentTab.push(
        row('talentTab', {
          0: tab.tabId,
          ...localizedFields(1, tab.name),
          18: tabIconId(classId, tab.page),
          20: 1 << (classId - 1),
          22: tab.page,
          23: `DemoTab${classId}${tab.page}`,
        }),
      );
      for (const talent of tab.talents) {
        const iconId = talentIconId(talentNumber++);
        const ranks = Object.fromEntries(talent.rankSpells.map((spellId, r) => [4 + r, spellId]));
        records.talent.push(
          row('talent', { 0: talent.talentId, 1: tab.tabId, 2: talent.row, 3: talent.column, ...ranks }),
        );
        for (const spellId of talent.rankSpells) spell(spellId, talent.name, iconId);
      }
    }
  }

  ACHIEVEMENT_LIST.forEach(([categoryId, points, name, description], i) => {
    const { id, realmFirst } = DEMO_ACHIEVEMENTS[i]!;
    icon(achievementIconId(i + 1), `demo-achievement-${two(i + 1)}`);
    records.achievement.push(
      row('achievement', {
        0: id,
        1: -1,
        2: -1,
        ...localizedFields(4, name),
        ...localizedFields(21, description),
        38: categoryId,
        39: points,
        40: i + 1,
        41: realmFirst ? ACHIEVEMENT_FLAG_REALM_FIRST_REACH : 0,
        42: achievementIconId(i + 1),
        60: 1,
      }),
    );
  });

  TITLES.forEach(([male, female], i) => {
    records.charTitles.push(
      row('charTitles', {
        0: 901 + i,
        ...localizedFields(2, male),
        ...localizedFields(19, female),
        36: DEMO_TITLE_BITS[i]!,
      }),
    );
  });

  icon(glyphIconId(true), 'demo-glyph-major');
  icon(glyphIconId(false), 'demo-glyph-minor');
  GLYPHS.forEach(([major, name], i) => {
    spell(glyphSpellId(i), name, glyphIconId(major));
    records.glyphProperties.push(
      row('glyphProperties', { 0: glyphId(i), 1: glyphSpellId(i), 2: major ? 0 : 1, 3: glyphIconId(major) }),
    );
  });

  const enchantment = (id: number, name: LocalizedString, gemItem = 0) =>
    records.spellItemEnchantment.push(
      row('spellItemEnchantment', { 0: id, ...localizedFields(14, name), 33: gemItem }),
    );
  PERMANENT_ENCHANTMENTS.forEach((name, i) => enchantment(DEMO_ENCHANTMENTS.permanent[i]!, name));
  GEM_ENCHANTMENTS.forEach((name, i) => enchantment(DEMO_GEMS[i]!.enchantmentId, name, DEMO_GEMS[i]!.item));
  SOCKET_BONUSES.forEach((name, i) => enchantment(DEMO_ENCHANTMENTS.socketBonuses[i]!, name));
  for (const gem of DEMO_GEMS) {
    records.gemProperties.push(row('gemProperties', { 0: gem.id, 1: gem.enchantmentId, 4: gem.color }));
  }

  ITEM_SPELLS.forEach(([id, name]) => spell(id, name, SET_BONUS_ICON_ID));

  icon(SET_BONUS_ICON_ID, 'demo-set-bonus');
  ITEM_SETS.forEach((set, s) => {
    const items = Object.fromEntries(DEMO_ITEM_SETS[s]!.items.map((item, i) => [18 + i, item]));
    set.bonuses.forEach((name, b) => spell(setBonusSpellId(s, b), name, SET_BONUS_ICON_ID));
    records.itemSet.push(
      row('itemSet', {
        0: set.id,
        ...localizedFields(1, set.name),
        ...items,
        35: setBonusSpellId(s, 0),
        36: setBonusSpellId(s, 1),
        43: 2,
        44: 4,
      }),
    );
  });

  return records;
}

/** Writes the demo's DBC files into `dir` (created when missing), each under its client name. */
export async function writeDemoClientData(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const records = demoRecords();
  for (const name of Object.keys(records) as DbcName[]) {
    const layout = LAYOUTS[name];
    await writeFile(path.join(dir, layout.file), writeWdbc(layout.format, records[name]));
  }
}
