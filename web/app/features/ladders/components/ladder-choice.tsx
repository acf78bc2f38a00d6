import { Link } from 'react-router';
import { ARENA_BRACKETS, ladderPath, type LadderKind, type LadderRealm } from '#contract/ladders.ts';
import { CLASSES } from '#contract/lookups.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';

export interface LadderShown {
  realmId: number;
  kind: LadderKind;
  type: number;
  class: number | undefined;
}

/** The ladders of the realm as links: each arena bracket, honorable kills, achievement points. */
export function LadderTabs({ shown, achievements }: { shown: LadderShown; achievements: boolean }) {
  const t = useT();
  const tabs = [
    ...ARENA_BRACKETS.map((type) => ({
      key: `arena-${type}`,
      label: t('ladder.arena', { size: type }),
      to: ladderPath({ realmId: shown.realmId, kind: 'arena', type, class: shown.class }),
      current: shown.kind === 'arena' && shown.type === type,
    })),
    {
      key: 'honor',
      label: t('ladder.honor'),
      to: ladderPath({ realmId: shown.realmId, kind: 'honor', class: shown.class }),
      current: shown.kind === 'honor',
    },
    ...(achievements
      ? [
          {
            key: 'achievements',
            label: t('ladder.achievements'),
            to: ladderPath({ realmId: shown.realmId, kind: 'achievements', class: shown.class }),
            current: shown.kind === 'achievements',
          },
        ]
      : []),
  ];
  return (
    <nav aria-label={t('ladder.ladders')}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              className={`inline-block rounded-md border px-3 py-1.5 text-sm font-semibold ${
                tab.current
                  ? 'border-gold-400 bg-gold-400 text-night-950'
                  : 'border-frost-500/30 text-frost-100 hover:border-gold-400 hover:text-gold-300'
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The realm and the class, as a form that loads the page (it works before the app starts). */
export function LadderFilters({ shown, realms }: { shown: LadderShown; realms: LadderRealm[] }) {
  const t = useT();
  const { className } = useGameNames();
  const field = 'w-full rounded-md border border-frost-500/30 bg-night-950 px-3 py-2 text-frost-100';
  return (
    <form
      method="get"
      action="/ladder"
      aria-label={t('ladder.filters')}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      {shown.kind !== 'arena' && <input type="hidden" name="ladder" value={shown.kind} />}
      {shown.kind === 'arena' && shown.type !== 2 && <input type="hidden" name="type" value={shown.type} />}
      {realms.length > 1 ? (
        <div className="sm:w-56">
          <label htmlFor="ladder-realm" className="mb-1 block text-sm text-frost-200">
            {t('ladder.realm')}
          </label>
          <select id="ladder-realm" name="realmId" defaultValue={shown.realmId} className={field}>
            {realms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="realmId" value={shown.realmId} />
      )}
      <div className="sm:w-56">
        <label htmlFor="ladder-class" className="mb-1 block text-sm text-frost-200">
          {t('ladder.class')}
        </label>
        <select id="ladder-class" name="class" defaultValue={shown.class ?? ''} className={field}>
          <option value="">{t('ladder.allClasses')}</option>
          {Object.keys(CLASSES).map((id) => (
            <option key={id} value={id}>
              {className(Number(id))}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md bg-gold-400 px-5 py-2 font-semibold text-night-950 hover:bg-gold-300"
      >
        {t('ladder.show')}
      </button>
    </form>
  );
}
