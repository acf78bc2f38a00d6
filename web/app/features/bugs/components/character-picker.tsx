import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PlayerCharacter } from '#contract/characters.ts';
import { classColor } from '#contract/lookups.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';
import { characterKey } from '../report-form-values.ts';
import { fieldClass, labelClass } from './report-field-styles.ts';

/** The characters realm by realm, in the order the server lists them. */
function byRealm(characters: PlayerCharacter[]) {
  const groups = new Map<number, { name: string; characters: PlayerCharacter[] }>();
  for (const c of characters) {
    const group = groups.get(c.realm.id) ?? { name: c.realm.name, characters: [] };
    group.characters.push(c);
    groups.set(c.realm.id, group);
  }
  return [...groups.values()];
}

/** Each character names its realm: a closed list shows only the chosen option, not its realm's group. */
function CharacterOption({ character: c }: { character: PlayerCharacter }) {
  const t = useT();
  const { className } = useGameNames();
  return (
    <option value={characterKey(c)}>
      {t('bugs.report.character.option', {
        name: c.name,
        level: c.level,
        class: className(c.class),
        realm: c.realm.name,
      })}
    </option>
  );
}

function ChosenCharacter({ character }: { character: PlayerCharacter }) {
  const t = useT();
  const { raceName, className } = useGameNames();
  return (
    <div
      className="mt-2 flex items-center gap-3 rounded border border-frost-500/20 bg-night-900 px-3 py-2"
      data-chosen-character
    >
      <span
        aria-hidden
        className="size-3 shrink-0 rounded-full"
        style={{ backgroundColor: classColor(character.class) ?? '#9ccbf0' }}
      />
      <p className="text-sm text-frost-100">
        <span className="font-semibold">{character.name}</span>{' '}
        <span className="text-frost-300">
          {t('bugs.report.character.level', { level: character.level, race: raceName(character.race) })}
        </span>{' '}
        {className(character.class)}
        <span className="text-frost-300"> · {character.realm.name}</span>
      </p>
    </div>
  );
}

/** The player's characters to choose from (grouped by realm when there are several), and the one chosen. */
export function CharacterPicker({
  characters,
  chosen,
  invalid,
  field,
}: {
  characters: PlayerCharacter[];
  chosen: PlayerCharacter | undefined;
  invalid: true | undefined;
  field: UseFormRegisterReturn<'character'>;
}) {
  const t = useT();
  const realms = byRealm(characters);
  return (
    <div>
      <label htmlFor="bug-character" className={labelClass}>
        {t('bugs.report.character.label')}
      </label>
      <select id="bug-character" className={fieldClass} aria-invalid={invalid} {...field}>
        <option value="">{t('bugs.report.character.none')}</option>
        {realms.length === 1
          ? characters.map((c) => <CharacterOption key={characterKey(c)} character={c} />)
          : realms.map((realm) => (
              <optgroup key={realm.name} label={realm.name}>
                {realm.characters.map((c) => (
                  <CharacterOption key={characterKey(c)} character={c} />
                ))}
              </optgroup>
            ))}
      </select>
      {chosen && <ChosenCharacter character={chosen} />}
    </div>
  );
}
