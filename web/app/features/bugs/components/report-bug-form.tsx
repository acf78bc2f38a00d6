import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { BugReportSchema } from '#contract/bugs.ts';
import {
  BUG_CATEGORIES,
  BUG_LIMITS,
  CATEGORY_LABELS,
  CLASS_NAMES,
  PRIORITY_LABELS,
  BUG_PRIORITIES,
  type BugCategory,
  type BugPriority,
} from '#contract/bug-values.ts';
import type { PlayerCharacter } from '#contract/characters.ts';
import { classColor, className, raceName } from '#contract/lookups.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-store.ts';
import { forgetCachedCharacters, useAccountCharacters } from '../api/get-account-characters.ts';
import { useReportBug } from '../api/report-bug.ts';

interface FormValues {
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

const input =
  'mt-1 w-full rounded border border-frost-500/30 bg-night-800 px-3 py-2 text-frost-100 placeholder:text-frost-300/60 focus:border-gold-400 focus:outline-none aria-[invalid=true]:border-red-400';
const labelClass = 'block text-sm font-semibold text-frost-200';

/** docs/product.md §4.5: after a report, the tracker opens 1.5 s later. */
const REDIRECT_DELAY_MS = 1500;

const characterKey = (c: PlayerCharacter) => `${c.realm.id}:${c.guid}`;

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

/** "12/120": how much of a field's limit (contract/bug-values.ts) is used, read with the field. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p
      id={id}
      className={`mt-1 text-right text-xs ${length >= max ? 'text-gold-300' : 'text-frost-300'}`}
      data-counter-of={id.replace(/-count$/, '')}
    >
      {length.toLocaleString('en-US')}/{max.toLocaleString('en-US')}
      <span className="sr-only"> characters</span>
    </p>
  );
}

/** The form field an issue of the report's schema is about: the character picker holds realm and guid. */
function fieldOf(path: PropertyKey | undefined): string {
  const name = String(path ?? '');
  return name === 'characterId' || name === 'realmId' ? 'character' : name;
}

function toReport(values: FormValues, chosen: PlayerCharacter | undefined) {
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

function Form({ characters, accountId }: { characters: PlayerCharacter[]; accountId: string }) {
  const navigate = useNavigate();
  const report = useReportBug();
  // The rule a submit found broken; it shows only while the form still breaks it.
  const [refused, setRefused] = useState<string | null>(null);
  const [serverError, setServerError] = useState('');
  const [success, setSuccess] = useState('');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const { register, handleSubmit, watch, setValue, setFocus } = useForm<FormValues>({
    defaultValues: {
      character: '',
      category: 'other',
      questName: '',
      className: '',
      itemName: '',
      title: '',
      description: '',
      priority: '',
      isExploit: false,
    },
  });
  const values = watch();
  const category = values.category;
  const chosen = characters.find((c) => characterKey(c) === values.character);
  const realms = byRealm(characters);
  // Checked as the player types, so a message and a red border go as soon as the field is right.
  const issues = refused ? (BugReportSchema.safeParse(toReport(values, chosen)).error?.issues ?? []) : [];
  const stillRefused = issues.filter((issue) => issue.message === refused);
  const error = stillRefused.length ? refused : serverError;

  async function submit(form: FormValues) {
    setRefused(null);
    setServerError('');
    const parsed = BugReportSchema.safeParse(
      toReport(
        form,
        characters.find((c) => characterKey(c) === form.character),
      ),
    );
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setRefused(issue.message);
      const field = fieldOf(issue.path[0]);
      if (field) setFocus(field as keyof FormValues);
      return;
    }
    try {
      await report.mutateAsync(parsed.data);
      setSuccess('Bug reported successfully!');
      redirect.current = setTimeout(() => navigate('/support/bug-tracker'), REDIRECT_DELAY_MS);
    } catch (e) {
      if (e instanceof ApiError && e.status > 0) {
        setServerError(e.message || 'Failed to report bug');
        // The cached list may be out of date (a character deleted or moved in game).
        if (e.details.some((d) => d.path === 'characterId' || d.path === 'realmId')) {
          forgetCachedCharacters(accountId);
        }
      } else {
        setServerError('An error occurred while reporting the bug');
      }
    }
  }

  const busy = report.isPending || !!success;
  const invalid = (field: string) =>
    stillRefused.some((i) => fieldOf(i.path[0]) === field) ? true : undefined;
  const counted = (field: string) => `bug-${field}-count`;

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5" data-form="report-bug">
      {error && (
        <p
          role="alert"
          className="rounded border border-red-400/50 bg-red-950/60 px-4 py-3 text-sm wrap-anywhere text-red-100"
        >
          {error}
        </p>
      )}
      {success && (
        <p
          role="status"
          className="rounded border border-emerald-400/50 bg-emerald-950/60 px-4 py-3 text-sm text-emerald-100"
        >
          {success}
        </p>
      )}

      <div>
        <label htmlFor="bug-character" className={labelClass}>
          Select Character
        </label>
        <select
          id="bug-character"
          className={input}
          aria-invalid={invalid('character')}
          {...register('character')}
        >
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

      <div>
        <label htmlFor="bug-category" className={labelClass}>
          Bug Category
        </label>
        <select
          id="bug-category"
          className={input}
          {...register('category', {
            // docs/product.md §4.5: a new category starts its own field afresh.
            onChange: () => {
              setValue('questName', '');
              setValue('className', '');
              setValue('itemName', '');
            },
          })}
        >
          {BUG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>

      {category === 'quests' && (
        <div>
          <label htmlFor="bug-quest" className={labelClass}>
            Quest Name
          </label>
          <input
            id="bug-quest"
            className={input}
            maxLength={BUG_LIMITS.fieldName}
            aria-invalid={invalid('questName')}
            aria-describedby={counted('quest')}
            {...register('questName')}
          />
          <Counter id={counted('quest')} length={values.questName.length} max={BUG_LIMITS.fieldName} />
        </div>
      )}
      {category === 'class' && (
        <div>
          <label htmlFor="bug-class" className={labelClass}>
            Class
          </label>
          <select
            id="bug-class"
            className={input}
            aria-invalid={invalid('className')}
            {...register('className')}
          >
            <option value="">-- Select a class --</option>
            {CLASS_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      {category === 'items' && (
        <div>
          <label htmlFor="bug-item" className={labelClass}>
            Item Name
          </label>
          <input
            id="bug-item"
            className={input}
            maxLength={BUG_LIMITS.fieldName}
            aria-invalid={invalid('itemName')}
            aria-describedby={counted('item')}
            {...register('itemName')}
          />
          <Counter id={counted('item')} length={values.itemName.length} max={BUG_LIMITS.fieldName} />
        </div>
      )}

      <div>
        <label htmlFor="bug-title" className={labelClass}>
          Title
        </label>
        <input
          id="bug-title"
          className={input}
          placeholder="Brief description of the bug"
          maxLength={BUG_LIMITS.title}
          aria-invalid={invalid('title')}
          aria-describedby={counted('title')}
          {...register('title')}
        />
        <Counter id={counted('title')} length={values.title.length} max={BUG_LIMITS.title} />
      </div>

      <div>
        <label htmlFor="bug-description" className={labelClass}>
          Description
        </label>
        <textarea
          id="bug-description"
          rows={6}
          className={input}
          maxLength={BUG_LIMITS.description}
          placeholder="What happened, where, and how to make it happen again"
          aria-invalid={invalid('description')}
          aria-describedby={counted('description')}
          {...register('description')}
        />
        <Counter
          id={counted('description')}
          length={values.description.length}
          max={BUG_LIMITS.description}
        />
      </div>

      <div>
        <label htmlFor="bug-priority" className={labelClass}>
          Priority <span className="font-normal text-frost-300">(optional)</span>
        </label>
        <select id="bug-priority" className={input} {...register('priority')}>
          <option value="">-- Let us determine --</option>
          {BUG_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {PRIORITY_LABELS[p]}
            </option>
          ))}
        </select>
      </div>

      <label className="flex items-start gap-3 text-sm text-frost-200">
        <input type="checkbox" className="mt-0.5 size-4 accent-gold-400" {...register('isExploit')} />
        <span>
          This is an exploit (duplication, cheat, abuse)
          <span className="block text-xs text-frost-300">Only you and the team will see this report.</span>
        </span>
      </label>

      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Link
          to="/support/bug-tracker"
          className="rounded border border-frost-500/40 px-5 py-2 text-frost-200 hover:bg-night-700"
        >
          Cancel
        </Link>
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-gold-400 px-5 py-2 font-semibold text-night-950 hover:bg-gold-300 disabled:opacity-60"
        >
          {report.isPending ? 'Submitting...' : 'Submit Bug Report'}
        </button>
      </div>
    </form>
  );
}

/** docs/product.md §2.9 Report a bug: the player's characters first, then the form. */
export function ReportBugForm() {
  const { user } = useSession();
  const characters = useAccountCharacters(user?.id);

  if (characters.isPending) {
    return (
      <p role="status" className="text-frost-300">
        Loading your characters...
      </p>
    );
  }
  if (characters.isError) {
    return (
      <p
        role="alert"
        className="rounded border border-red-400/50 bg-red-950/60 px-4 py-3 text-sm text-red-100"
      >
        Failed to load characters
      </p>
    );
  }
  if (characters.data.length === 0) {
    return (
      <div className="space-y-4 text-center">
        <p className="text-frost-200">
          No characters found on your account. You need at least one character to report a bug.
        </p>
        <Link
          to="/"
          className="inline-block rounded bg-gold-400 px-5 py-2 font-semibold text-night-950 hover:bg-gold-300"
        >
          Go to Home
        </Link>
      </div>
    );
  }
  return <Form characters={characters.data} accountId={user!.id} />;
}
