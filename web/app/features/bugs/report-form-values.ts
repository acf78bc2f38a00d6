import type { BugCategory, BugPriority } from '#contract/bug-values.ts';
import type { PlayerCharacter } from '#contract/characters.ts';

/** The report form's fields as the player fills them. */
export interface ReportFormValues {
  /** `realmId:guid`: a character is its realm and its guid. */
  character: string;
  category: BugCategory;
  questName: string;
  className: string;
  itemName: string;
  title: string;
  description: string;
  priority: '' | BugPriority;
  isExploit: boolean;
}

export const EMPTY_REPORT: ReportFormValues = {
  character: '',
  category: 'other',
  questName: '',
  className: '',
  itemName: '',
  title: '',
  description: '',
  priority: '',
  isExploit: false,
};

export const characterKey = (c: PlayerCharacter) => `${c.realm.id}:${c.guid}`;

/** The character the picker's value names, if it is one of the player's. */
export const characterOf = (characters: PlayerCharacter[], key: string) =>
  characters.find((c) => characterKey(c) === key);

/** The form field an issue of the report's schema is about: the character picker holds realm and guid. */
export function fieldOf(path: PropertyKey | undefined): string {
  const name = String(path ?? '');
  return name === 'characterId' || name === 'realmId' ? 'character' : name;
}

/** The body the API takes (`BugReportSchema`), from the form: empty optional fields left out. */
export function toReport(values: ReportFormValues, chosen: PlayerCharacter | undefined) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    characterId: chosen?.guid ?? 0,
    realmId: chosen?.realm.id,
    questName: values.questName || undefined,
    className: values.className || undefined,
    itemName: values.itemName || undefined,
    priority: values.priority || undefined,
    isExploit: values.isExploit,
  };
}
