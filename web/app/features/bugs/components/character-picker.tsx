import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PlayerCharacter } from '#contract/characters.ts';
import { classColor, className, raceName } from '#contract/lookups.ts';
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

function CharacterOption({ character: c }: { character: PlayerCharacter }) {
  return (
    <option value={characterKey(c)}>
      {c.name} - Level {c.level} {className(c.class)}
    </option>
  );
}

function ChosenCharacter({ character, showRealm }: { character: PlayerCharacter; showRealm: boolean }) {
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
          Level {character.level} {raceName(character.race)}
        </span>{' '}
        {className(character.class)}
        {showRealm && <span className="text-frost-300"> · {character.realm.name}</span>}
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
  const realms = byRealm(characters);
  return (
    <div>
      <label htmlFor="bug-character" className={labelClass}>
        Select Character
      </label>
      <select id="bug-character" className={fieldClass} aria-invalid={invalid} {...field}>
        <option value="">-- Select a character --</option>
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
      {chosen && <ChosenCharacter character={chosen} showRealm={realms.length > 1} />}
    </div>
  );
}
