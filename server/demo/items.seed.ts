import type { Insertable, Kysely } from 'kysely';
import type { ItemTemplateTable, WorldDatabase } from '../db/schema/world.ts';

/*
 * The demo's items, written into the embedded world tables of the first realm: an item set of our own
 * for each armour type, with names and stats made up for the demo (none is the game's). The numbers
 * line up with the demo client data: item sets 901–903, gems' GemProperties 901–912, socket bonuses
 * (SpellItemEnchantment) 9201–9206, displays 90001–90060, on-equip and on-use spells 900301–900306.
 */

/** `ItemModType` (ItemTemplate.h). */
const STAT = {
  agility: 3,
  strength: 4,
  intellect: 5,
  spirit: 6,
  stamina: 7,
  defense: 12,
  hit: 31,
  crit: 32,
  haste: 36,
  expertise: 37,
  attackPower: 38,
  spellPower: 45,
} as const;

/** Socket colours: 2 red, 4 yellow, 8 blue. */
const RED = 2;
const YELLOW = 4;
const BLUE = 8;

/** `AllowableClass` masks: 1 << (class id − 1). */
const CLASS_MASK = {
  plate: 1 | 2 | 32, // warrior, paladin, death knight
  mail: 4 | 64, // hunter, shaman
  leather: 8 | 1024, // rogue, druid
  cloth: 16 | 128 | 256, // priest, mage, warlock
} as const;

type Armour = keyof typeof CLASS_MASK;
type Role = 'strength' | 'agility' | 'spell';

interface DemoItem {
  entry: number;
  name: string;
  nameFr: string;
  description?: string;
  descriptionFr?: string;
  class: number;
  subclass: number;
  inventoryType: number;
  /** 2 uncommon, 3 rare, 4 epic, 5 legendary. */
  quality: number;
  itemLevel: number;
  requiredLevel: number;
  displayId: number;
  /** 0 none, 1 on pick-up, 2 on equip. */
  bonding: number;
  allowableClass?: number;
  stats?: Array<[type: number, value: number]>;
  armor?: number;
  block?: number;
  damage?: Array<[min: number, max: number, school: number]>;
  delay?: number;
  fireResistance?: number;
  sockets?: number[];
  socketBonus?: number;
  gemProperties?: number;
  itemSet?: number;
  durability?: number;
  spells?: Array<[id: number, trigger: number]>;
}

/** Each role's stats for a piece worth `weight` of a full (head, chest, legs) piece. */
const ROLE_STATS: Record<Role, Array<[number, number]>> = {
  strength: [
    [STAT.strength, 1],
    [STAT.stamina, 1.2],
    [STAT.crit, 0.6],
    [STAT.expertise, 0.45],
  ],
  agility: [
    [STAT.agility, 1],
    [STAT.stamina, 1.1],
    [STAT.attackPower, 1.3],
    [STAT.hit, 0.5],
  ],
  spell: [
    [STAT.intellect, 0.9],
    [STAT.stamina, 0.9],
    [STAT.spellPower, 1.15],
    [STAT.haste, 0.6],
  ],
};
const stats = (role: Role, weight: number, budget = 110): Array<[number, number]> =>
  ROLE_STATS[role].map(([type, share]) => [type, Math.round(budget * weight * share)]);

const ROLE_OF: Record<Armour, Role> = {
  plate: 'strength',
  mail: 'agility',
  leather: 'agility',
  cloth: 'spell',
};
/** Item subclass of armour (class 4): 1 cloth, 2 leather, 3 mail, 4 plate. */
const SUBCLASS: Record<Armour, number> = { cloth: 1, leather: 2, mail: 3, plate: 4 };
/** A chest's armour and durability; the other slots take a share of them. */
const CHEST: Record<Armour, { armor: number; durability: number }> = {
  plate: { armor: 2200, durability: 165 },
  mail: { armor: 1230, durability: 140 },
  leather: { armor: 550, durability: 120 },
  cloth: { armor: 270, durability: 100 },
};
/** Per armour slot: InventoryType, stat weight, share of the chest's armour and durability. */
const SLOT = {
  head: { inventoryType: 1, weight: 1, armor: 0.81, durability: 0.6 },
  shoulders: { inventoryType: 3, weight: 0.75, armor: 0.75, durability: 0.6 },
  chest: { inventoryType: 5, weight: 1, armor: 1, durability: 1 },
  robe: { inventoryType: 20, weight: 1, armor: 1, durability: 1 },
  waist: { inventoryType: 6, weight: 0.75, armor: 0.56, durability: 0.35 },
  legs: { inventoryType: 7, weight: 1, armor: 0.875, durability: 0.75 },
  feet: { inventoryType: 8, weight: 0.75, armor: 0.69, durability: 0.5 },
  wrists: { inventoryType: 9, weight: 0.56, armor: 0.44, durability: 0.35 },
  hands: { inventoryType: 10, weight: 0.75, armor: 0.63, durability: 0.35 },
} as const;

/** A piece of armour of `armour` in `slot`, its stats, armour and durability drawn from the tables above. */
function armourPiece(
  armour: Armour,
  slot: keyof typeof SLOT,
  item: Pick<DemoItem, 'entry' | 'name' | 'nameFr' | 'quality' | 'displayId'> &
    Partial<Pick<DemoItem, 'sockets' | 'socketBonus' | 'itemSet' | 'allowableClass'>>,
): DemoItem {
  const s = SLOT[slot];
  const epic = item.quality >= 4;
  return {
    class: 4,
    subclass: SUBCLASS[armour],
    inventoryType: s.inventoryType,
    itemLevel: epic ? 245 : 226,
    requiredLevel: 80,
    bonding: item.itemSet ? 1 : 2,
    stats: stats(ROLE_OF[armour], s.weight, epic ? 110 : 90),
    armor: Math.round(CHEST[armour].armor * s.armor * (epic ? 1 : 0.9)),
    durability: Math.round(CHEST[armour].durability * s.durability),
    ...item,
  };
}

const setPieces = (
  armour: Armour,
  itemSet: number,
  first: number,
  firstDisplay: number,
  names: Array<[string, string]>,
  sockets: Array<[number[], number]>,
): DemoItem[] =>
  (['head', 'shoulders', armour === 'cloth' ? 'robe' : 'chest', 'hands', 'legs'] as const).map((slot, i) =>
    armourPiece(armour, slot, {
      entry: first + i,
      name: names[i]![0],
      nameFr: names[i]![1],
      quality: 4,
      displayId: firstDisplay + i,
      itemSet,
      allowableClass: CLASS_MASK[armour],
      sockets: sockets[i]![0],
      socketBonus: sockets[i]![1],
    }),
  );

const gem = (
  entry: number,
  gemProperties: number,
  color: 'red' | 'yellow' | 'blue',
  name: string,
  nameFr: string,
): DemoItem => ({
  entry,
  name,
  nameFr,
  description: `Fits a ${color} socket.`,
  descriptionFr: `Se sertit dans une châsse ${{ red: 'rouge', yellow: 'jaune', blue: 'bleue' }[color]}.`,
  class: 3,
  // Gem subclasses: 0 red, 1 blue, 2 yellow.
  subclass: { red: 0, blue: 1, yellow: 2 }[color],
  inventoryType: 0,
  quality: gemProperties % 4 === 0 ? 4 : 3,
  itemLevel: 80,
  requiredLevel: 0,
  displayId: { red: 90057, yellow: 90058, blue: 90059 }[color],
  bonding: 0,
  gemProperties,
});

export const DEMO_ITEMS: DemoItem[] = [
  // Item set 901, plate.
  ...setPieces(
    'plate',
    901,
    900001,
    90001,
    [
      ['Ember Warden Greathelm', 'Grand heaume du Gardien des braises'],
      ['Ember Warden Pauldrons', 'Espauliers du Gardien des braises'],
      ['Ember Warden Breastplate', 'Cuirasse du Gardien des braises'],
      ['Ember Warden Gauntlets', 'Gantelets du Gardien des braises'],
      ['Ember Warden Legplates', 'Cuissards du Gardien des braises'],
    ],
    [
      [[RED, YELLOW], 9201],
      [[RED], 9201],
      [[RED, YELLOW, BLUE], 9204],
      [[YELLOW], 9205],
      [[RED, BLUE], 9204],
    ],
  ),
  // Item set 902, cloth.
  ...setPieces(
    'cloth',
    902,
    900011,
    90006,
    [
      ['Duskweave Cowl', 'Capuche tissée de crépuscule'],
      ['Duskweave Mantle', 'Mantelet tissé de crépuscule'],
      ['Duskweave Robe', 'Robe tissée de crépuscule'],
      ['Duskweave Handwraps', 'Bandelettes tissées de crépuscule'],
      ['Duskweave Leggings', 'Jambières tissées de crépuscule'],
    ],
    [
      [[RED, YELLOW], 9203],
      [[YELLOW], 9206],
      [[RED, YELLOW, BLUE], 9203],
      [[], 0],
      [[RED, BLUE], 9203],
    ],
  ),
  // Item set 903, leather.
  ...setPieces(
    'leather',
    903,
    900021,
    90011,
    [
      ['Thornstalker Hood', 'Capuchon du Traqueur des ronces'],
      ['Thornstalker Spaulders', 'Spalières du Traqueur des ronces'],
      ['Thornstalker Jerkin', 'Pourpoint du Traqueur des ronces'],
      ['Thornstalker Grips', 'Poignes du Traqueur des ronces'],
      ['Thornstalker Legguards', 'Protège-jambes du Traqueur des ronces'],
    ],
    [
      [[RED, YELLOW], 9202],
      [[RED], 9202],
      [[RED, YELLOW, BLUE], 9204],
      [[BLUE], 9202],
      [[RED, RED], 9202],
    ],
  ),
  // Mail, no set: rare.
  ...(
    [
      ['head', 'Galeborne Helm', 'Heaume né des bourrasques', [RED, BLUE], 9202],
      ['shoulders', 'Galeborne Shoulderguards', 'Protège-épaules nés des bourrasques', [YELLOW], 9205],
      ['chest', 'Galeborne Hauberk', 'Haubert né des bourrasques', [RED, YELLOW, BLUE], 9204],
      ['hands', 'Galeborne Gloves', 'Gants nés des bourrasques', [], 0],
      ['legs', 'Galeborne Kilt', 'Kilt né des bourrasques', [RED, YELLOW], 9202],
    ] as const
  ).map(([slot, name, nameFr, sockets, socketBonus], i) =>
    armourPiece('mail', slot, {
      entry: 900026 + i,
      name,
      nameFr,
      quality: 3,
      displayId: 90016 + i,
      sockets: [...sockets],
      socketBonus,
    }),
  ),
  // Waist, feet and wrists of each armour type.
  ...(
    [
      ['plate', 4, ['Cinderforged Girdle', 'Ceinturon forgé dans la cendre']],
      ['plate', 4, ['Cinderforged Sabatons', 'Solerets forgés dans la cendre']],
      ['plate', 3, ['Cinderforged Vambraces', 'Canons d’avant-bras forgés dans la cendre']],
      ['mail', 3, ['Galeborne Belt', 'Ceinture née des bourrasques']],
      ['mail', 3, ['Galeborne Boots', 'Bottes nées des bourrasques']],
      ['mail', 2, ['Galeborne Bracers', 'Brassards nés des bourrasques']],
      ['leather', 4, ['Briarhide Belt', 'Ceinture en cuir de ronce']],
      ['leather', 3, ['Briarhide Treads', 'Foulées en cuir de ronce']],
      ['leather', 2, ['Briarhide Wristguards', 'Garde-poignets en cuir de ronce']],
      ['cloth', 4, ['Moonthread Sash', 'Écharpe en fil de lune']],
      ['cloth', 3, ['Moonthread Slippers', 'Chaussons en fil de lune']],
      ['cloth', 2, ['Moonthread Cuffs', 'Manchettes en fil de lune']],
    ] as const
  ).map(([armour, quality, [name, nameFr]], i) => {
    const slot = (['waist', 'feet', 'wrists'] as const)[i % 3]!;
    return armourPiece(armour, slot, {
      entry: 900031 + i,
      name,
      nameFr,
      quality,
      displayId: 90021 + i,
      // Belts have a socket of their own; boots one in the epic pair.
      ...(slot === 'waist' ? { sockets: [RED], socketBonus: armour === 'cloth' ? 9203 : 9201 } : {}),
      ...(slot === 'feet' && quality === 4 ? { sockets: [YELLOW], socketBonus: 9205 } : {}),
    });
  }),
  // Necks, rings, trinkets and cloaks: one of each for physical fighters, one for casters.
  {
    entry: 900043,
    name: 'Pendant of the Ashen Vow',
    nameFr: 'Pendentif du Vœu de cendre',
    class: 4,
    subclass: 0,
    inventoryType: 2,
    quality: 3,
    itemLevel: 232,
    requiredLevel: 80,
    displayId: 90033,
    bonding: 2,
    stats: stats('strength', 0.56, 95),
  },
  {
    entry: 900044,
    name: 'Choker of Quiet Stars',
    nameFr: 'Collier des Étoiles silencieuses',
    class: 4,
    subclass: 0,
    inventoryType: 2,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90034,
    bonding: 1,
    stats: stats('spell', 0.56),
  },
  {
    entry: 900045,
    name: 'Band of the Iron Ember',
    nameFr: 'Anneau de la Braise de fer',
    class: 4,
    subclass: 0,
    inventoryType: 11,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90035,
    bonding: 1,
    stats: stats('strength', 0.56),
    sockets: [YELLOW],
    socketBonus: 9205,
  },
  {
    entry: 900046,
    name: 'Signet of Unbroken Oaths',
    nameFr: 'Chevalière des Serments intacts',
    class: 4,
    subclass: 0,
    inventoryType: 11,
    quality: 2,
    itemLevel: 200,
    requiredLevel: 78,
    displayId: 90035,
    bonding: 2,
    stats: [
      [STAT.agility, 30],
      [STAT.stamina, 34],
      [STAT.hit, 18],
    ],
  },
  {
    entry: 900047,
    name: 'Loop of Drifting Ash',
    nameFr: 'Boucle de cendre flottante',
    class: 4,
    subclass: 0,
    inventoryType: 11,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90036,
    bonding: 1,
    stats: stats('spell', 0.56),
  },
  {
    entry: 900048,
    name: 'Seal of the Quiet Tide',
    nameFr: 'Sceau de la Marée paisible',
    class: 4,
    subclass: 0,
    inventoryType: 11,
    quality: 2,
    itemLevel: 200,
    requiredLevel: 78,
    displayId: 90036,
    bonding: 2,
    stats: [
      [STAT.intellect, 26],
      [STAT.spirit, 24],
      [STAT.spellPower, 31],
    ],
  },
  {
    entry: 900049,
    name: 'Emberheart Sigil',
    nameFr: 'Sceau de Cœur-de-braise',
    description: 'Still warm from the forge that made it.',
    descriptionFr: 'Encore chaud de la forge qui l’a façonné.',
    class: 4,
    subclass: 0,
    inventoryType: 12,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90037,
    bonding: 1,
    stats: [[STAT.strength, 65]],
    spells: [[900301, 0]],
  },
  {
    entry: 900050,
    name: 'Whetstone of Endless Dusk',
    nameFr: 'Pierre à aiguiser du Crépuscule sans fin',
    class: 4,
    subclass: 0,
    inventoryType: 12,
    quality: 3,
    itemLevel: 232,
    requiredLevel: 80,
    displayId: 90038,
    bonding: 2,
    stats: [[STAT.hit, 48]],
    spells: [[900302, 1]],
  },
  {
    entry: 900051,
    name: 'Vial of Captured Moonlight',
    nameFr: 'Fiole de clair de lune captif',
    class: 4,
    subclass: 0,
    inventoryType: 12,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90039,
    bonding: 1,
    stats: [[STAT.spirit, 58]],
    spells: [[900303, 1]],
  },
  {
    entry: 900052,
    name: 'Hourglass of Fading Embers',
    nameFr: 'Sablier des braises mourantes',
    class: 4,
    subclass: 0,
    inventoryType: 12,
    quality: 3,
    itemLevel: 232,
    requiredLevel: 80,
    displayId: 90040,
    bonding: 2,
    stats: [[STAT.spellPower, 62]],
    spells: [[900304, 0]],
  },
  {
    entry: 900053,
    name: 'Cloak of the Smouldering Vigil',
    nameFr: 'Cape de la Veille ardente',
    class: 4,
    subclass: 1,
    inventoryType: 16,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90041,
    bonding: 1,
    armor: 180,
    fireResistance: 35,
    stats: stats('agility', 0.56),
  },
  {
    entry: 900054,
    name: 'Shroud of Falling Dusk',
    nameFr: 'Linceul du Crépuscule tombant',
    class: 4,
    subclass: 1,
    inventoryType: 16,
    quality: 3,
    itemLevel: 232,
    requiredLevel: 80,
    displayId: 90042,
    bonding: 2,
    armor: 160,
    stats: stats('spell', 0.56, 95),
    sockets: [BLUE],
    socketBonus: 9203,
  },
  {
    entry: 900055,
    name: 'Embroidered Festival Shirt',
    nameFr: 'Chemise brodée de fête',
    class: 4,
    subclass: 0,
    inventoryType: 4,
    quality: 2,
    itemLevel: 20,
    requiredLevel: 0,
    displayId: 90043,
    bonding: 0,
  },
  {
    entry: 900056,
    name: 'Tabard of the Ember Wardens',
    nameFr: 'Tabard des Gardiens des braises',
    description: 'Worn by those who keep the embers of the realm.',
    descriptionFr: 'Porté par ceux qui veillent sur les braises du royaume.',
    class: 4,
    subclass: 0,
    inventoryType: 19,
    quality: 3,
    itemLevel: 1,
    requiredLevel: 0,
    displayId: 90044,
    bonding: 1,
  },
  // Weapons, shields, relics and off-hand items.
  {
    entry: 900057,
    name: 'Emberfall, Oath of the Last Watch',
    nameFr: 'Chute-de-braise, serment de la Dernière veille',
    description: 'Its flame was lit at the first watch and has never gone out.',
    descriptionFr: 'Sa flamme fut allumée à la première veille et ne s’est jamais éteinte.',
    class: 2,
    subclass: 7, // one-handed sword
    inventoryType: 13,
    quality: 5,
    itemLevel: 284,
    requiredLevel: 80,
    displayId: 90045,
    bonding: 1,
    stats: [
      [STAT.strength, 82],
      [STAT.stamina, 90],
      [STAT.crit, 51],
      [STAT.expertise, 40],
    ],
    damage: [
      [520, 966, 0],
      [70, 130, 2],
    ],
    delay: 2600,
    sockets: [RED, RED, YELLOW],
    socketBonus: 9201,
    durability: 125,
    spells: [[900305, 2]],
  },
  {
    entry: 900058,
    name: 'Bulwark of the Cinder Gate',
    nameFr: 'Rempart de la Porte des cendres',
    class: 4,
    subclass: 6, // shield
    inventoryType: 14,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90046,
    bonding: 1,
    armor: 8920,
    block: 220,
    fireResistance: 20,
    stats: [
      [STAT.stamina, 90],
      [STAT.defense, 45],
    ],
    durability: 120,
  },
  {
    entry: 900059,
    name: 'Libram of Kindled Resolve',
    nameFr: 'Libram de la Résolution attisée',
    class: 4,
    subclass: 7, // libram
    inventoryType: 28,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90047,
    bonding: 1,
    allowableClass: 2,
    spells: [[900306, 1]],
  },
  {
    entry: 900060,
    name: 'Galecleaver',
    nameFr: 'Fend-bourrasque',
    class: 2,
    subclass: 0, // one-handed axe
    inventoryType: 13,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90048,
    bonding: 1,
    stats: stats('agility', 0.42),
    damage: [[402, 748, 0]],
    delay: 2600,
    durability: 105,
  },
  {
    entry: 900061,
    name: 'Gale’s Edge',
    nameFr: 'Tranchant de la bourrasque',
    class: 2,
    subclass: 0,
    inventoryType: 22, // off hand
    quality: 3,
    itemLevel: 232,
    requiredLevel: 80,
    displayId: 90049,
    bonding: 2,
    stats: stats('agility', 0.42, 95),
    damage: [[348, 648, 0]],
    delay: 2600,
    durability: 105,
  },
  {
    entry: 900062,
    name: 'Thornwood Longbow',
    nameFr: 'Arc long en bois d’épine',
    class: 2,
    subclass: 2, // bow
    inventoryType: 15,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90050,
    bonding: 1,
    stats: stats('agility', 0.32),
    damage: [[562, 1044, 0]],
    delay: 3000,
    sockets: [RED],
    socketBonus: 9202,
    durability: 120,
  },
  {
    entry: 900063,
    name: 'Nightbriar Fang',
    nameFr: 'Croc de ronce nocturne',
    class: 2,
    subclass: 15, // dagger
    inventoryType: 13,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90051,
    bonding: 1,
    stats: stats('agility', 0.42),
    damage: [[331, 615, 0]],
    delay: 1800,
    durability: 105,
  },
  {
    entry: 900064,
    name: 'Nightbriar Thorn',
    nameFr: 'Épine de ronce nocturne',
    class: 2,
    subclass: 15,
    inventoryType: 13,
    quality: 3,
    itemLevel: 232,
    requiredLevel: 80,
    displayId: 90052,
    bonding: 2,
    stats: stats('agility', 0.42, 95),
    damage: [[288, 536, 0]],
    delay: 1800,
    durability: 105,
  },
  {
    entry: 900065,
    name: 'Briarstar Throwing Blades',
    nameFr: 'Lames de jet d’étoile-ronce',
    class: 2,
    subclass: 16, // thrown
    inventoryType: 25,
    quality: 2,
    itemLevel: 200,
    requiredLevel: 78,
    displayId: 90053,
    bonding: 2,
    stats: [
      [STAT.agility, 18],
      [STAT.stamina, 16],
    ],
    damage: [[210, 392, 0]],
    delay: 1900,
    durability: 90,
  },
  {
    entry: 900066,
    name: 'Duskglass Spellblade',
    nameFr: 'Lame-sort de verre crépusculaire',
    class: 2,
    subclass: 15,
    inventoryType: 21, // main hand
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90054,
    bonding: 1,
    stats: [
      [STAT.intellect, 40],
      [STAT.stamina, 38],
      [STAT.spellPower, 281],
      [STAT.crit, 36],
    ],
    damage: [[94, 293, 0]],
    delay: 1800,
    durability: 105,
  },
  {
    entry: 900067,
    name: 'Tome of Quiet Embers',
    nameFr: 'Tome des Braises paisibles',
    class: 4,
    subclass: 0,
    inventoryType: 23, // held in the off hand
    quality: 3,
    itemLevel: 232,
    requiredLevel: 80,
    displayId: 90055,
    bonding: 2,
    stats: [
      [STAT.intellect, 24],
      [STAT.spirit, 22],
      [STAT.spellPower, 44],
    ],
  },
  {
    entry: 900068,
    name: 'Wand of Fading Light',
    nameFr: 'Baguette de lumière déclinante',
    class: 2,
    subclass: 19, // wand
    inventoryType: 26,
    quality: 4,
    itemLevel: 245,
    requiredLevel: 80,
    displayId: 90056,
    bonding: 1,
    stats: [
      [STAT.intellect, 20],
      [STAT.spellPower, 26],
    ],
    damage: [[406, 755, 2]],
    delay: 1500,
    durability: 75,
  },
  // Gems: GemProperties 901–904 red, 905–908 yellow, 909–912 blue.
  gem(900101, 901, 'red', 'Smouldering Emberglass', 'Verre-de-braise couvant'),
  gem(900102, 902, 'red', 'Keen Emberglass', 'Verre-de-braise affûté'),
  gem(900103, 903, 'red', 'Runed Emberglass', 'Verre-de-braise runique'),
  gem(900104, 904, 'red', 'Fierce Emberglass', 'Verre-de-braise féroce'),
  gem(900105, 905, 'yellow', 'Gleaming Sunshard', 'Éclat-de-soleil luisant'),
  gem(900106, 906, 'yellow', 'Quick Sunshard', 'Éclat-de-soleil vif'),
  gem(900107, 907, 'yellow', 'True Sunshard', 'Éclat-de-soleil juste'),
  gem(900108, 908, 'yellow', 'Steadfast Sunshard', 'Éclat-de-soleil inébranlable'),
  gem(900109, 909, 'blue', 'Stalwart Tidepearl', 'Perle-des-marées vaillante'),
  gem(900110, 910, 'blue', 'Serene Tidepearl', 'Perle-des-marées sereine'),
  gem(900111, 911, 'blue', 'Flowing Tidepearl', 'Perle-des-marées fluide'),
  gem(900112, 912, 'blue', 'Warded Tidepearl', 'Perle-des-marées protégée'),
];

/** The gem of each socket colour a role sets, so every socket bonus is active. */
const ROLE_GEMS: Record<Role, Record<number, number>> = {
  strength: { [RED]: 900101, [YELLOW]: 900105, [BLUE]: 900109 },
  agility: { [RED]: 900102, [YELLOW]: 900107, [BLUE]: 900109 },
  spell: { [RED]: 900103, [YELLOW]: 900106, [BLUE]: 900110 },
};

export interface DemoGear {
  /** The class ids (`characters.class`) the gear suits. */
  classes: number[];
  /** The entry to equip in each equipment slot 0–18 (`EquipmentSlots`: 0 head … 18 tabard). */
  slots: number[];
  /**
   * The gems to set, by equipment slot: one per socket of the item there, in socket order, each of its
   * socket's colour (their SpellItemEnchantment goes to enchantment slots 2–4 of `item_instance`).
   */
  gems: Record<number, number[]>;
}

/** Slots 0–18 of each armour type's gear. */
const GEAR_SLOTS: Record<Armour, number[]> = {
  // head, neck, shoulders, shirt, chest, waist, legs, feet, wrists, hands, finger ×2, trinket ×2, back,
  // main hand, off hand, ranged or relic, tabard
  plate: [
    900001, 900043, 900002, 900055, 900003, 900031, 900005, 900032, 900033, 900004, 900045, 900046, 900049,
    900050, 900053, 900057, 900058, 900059, 900056,
  ],
  mail: [
    900026, 900043, 900027, 900055, 900028, 900034, 900030, 900035, 900036, 900029, 900045, 900046, 900049,
    900050, 900053, 900060, 900061, 900062, 900056,
  ],
  leather: [
    900021, 900043, 900022, 900055, 900023, 900037, 900025, 900038, 900039, 900024, 900045, 900046, 900049,
    900050, 900053, 900063, 900064, 900065, 900056,
  ],
  cloth: [
    900011, 900044, 900012, 900055, 900013, 900040, 900015, 900041, 900042, 900014, 900047, 900048, 900051,
    900052, 900054, 900066, 900067, 900068, 900056,
  ],
};

const byEntry = new Map(DEMO_ITEMS.map((item) => [item.entry, item]));

function gear(armour: Armour, classes: number[]): DemoGear {
  const slots = GEAR_SLOTS[armour];
  const gems: Record<number, number[]> = {};
  slots.forEach((entry, slot) => {
    const sockets = byEntry.get(entry)?.sockets ?? [];
    if (sockets.length) gems[slot] = sockets.map((color) => ROLE_GEMS[ROLE_OF[armour]][color]!);
  });
  return { classes, slots, gems };
}

/**
 * What the demo characters wear, by armour type: class ids 1 warrior, 2 paladin, 3 hunter, 4 rogue,
 * 5 priest, 6 death knight, 7 shaman, 8 mage, 9 warlock, 11 druid.
 */
export const DEMO_GEAR: Record<Armour, DemoGear> = {
  plate: gear('plate', [1, 2, 6]),
  mail: gear('mail', [3, 7]),
  leather: gear('leather', [4, 11]),
  cloth: gear('cloth', [5, 8, 9]),
};

function toRow(item: DemoItem): Insertable<ItemTemplateTable> {
  const row: Insertable<ItemTemplateTable> = {
    entry: item.entry,
    class: item.class,
    subclass: item.subclass,
    name: item.name,
    displayid: item.displayId,
    Quality: item.quality,
    InventoryType: item.inventoryType,
    AllowableClass: item.allowableClass ?? -1,
    ItemLevel: item.itemLevel,
    RequiredLevel: item.requiredLevel,
    armor: item.armor ?? 0,
    block: item.block ?? 0,
    fire_res: item.fireResistance ?? 0,
    delay: item.delay ?? 0,
    bonding: item.bonding,
    description: item.description ?? '',
    itemset: item.itemSet ?? 0,
    MaxDurability: item.durability ?? 0,
    socketBonus: item.socketBonus ?? 0,
    GemProperties: item.gemProperties ?? 0,
  };
  const columns = row as Record<string, number | string>;
  (item.stats ?? []).forEach(([type, value], i) => {
    columns[`stat_type${i + 1}`] = type;
    columns[`stat_value${i + 1}`] = value;
  });
  (item.damage ?? []).forEach(([min, max, school], i) => {
    columns[`dmg_min${i + 1}`] = min;
    columns[`dmg_max${i + 1}`] = max;
    columns[`dmg_type${i + 1}`] = school;
  });
  (item.sockets ?? []).forEach((color, i) => {
    columns[`socketColor_${i + 1}`] = color;
  });
  (item.spells ?? []).forEach(([id, trigger], i) => {
    columns[`spellid_${i + 1}`] = id;
    columns[`spelltrigger_${i + 1}`] = trigger;
  });
  return row;
}

/** The demo items and their French texts, each written when missing. */
export async function seedDemoItems(db: Kysely<WorldDatabase>): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom('item_template')
        .select('entry')
        .where(
          'entry',
          'in',
          DEMO_ITEMS.map((i) => i.entry),
        )
        .execute()
    ).map((r) => Number(r.entry)),
  );
  for (const item of DEMO_ITEMS) {
    if (existing.has(item.entry)) continue;
    await db.insertInto('item_template').values(toRow(item)).execute();
    await db
      .insertInto('item_template_locale')
      .values({ ID: item.entry, locale: 'frFR', Name: item.nameFr, Description: item.descriptionFr ?? '' })
      .execute();
  }
}
