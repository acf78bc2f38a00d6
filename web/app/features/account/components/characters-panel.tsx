import { LifeBuoy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { armoryCharacterPath } from '#contract/armory.ts';
import type { AccountCharacter } from '#contract/characters.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import { ConfirmDialog } from '#web/components/ui/modal.tsx';
import { Banner } from '#web/components/ui/forms.tsx';
import { useGameNames } from '#web/lib/game-names.ts';
import { serverReason } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.ts';
import { useOwnCharacters } from '../api/get-own-characters.ts';
import { useUnstuck } from '../api/unstuck-own-character.ts';
import { useChangePrivacy, usePrivacy } from '../api/armory-privacy.ts';
import { buttonSecondary, Panel, useFormats } from './account-ui.tsx';

/** "Available again in 42 min" until the cooldown ends. */
function WaitLeft({ until, now, id }: { until: string; now: number; id: string }) {
  const t = useT();
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - now) / 60_000));
  return (
    <p id={id} className="text-xs text-frost-300" data-unstuck-wait>
      {minutes <= 60
        ? t('account.characters.availableInMinutes', { minutes })
        : t('account.characters.availableInHours', {
            hours: Math.floor(minutes / 60),
            minutes: minutes % 60,
          })}
    </p>
  );
}

/** The clock the cooldowns count against: read again with each new list, and every 15 seconds. */
function useNow(listedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [listedAt]);
  return now;
}

function CharacterRow({
  character,
  now,
  onUnstuck,
}: {
  character: AccountCharacter;
  now: number;
  onUnstuck: (c: AccountCharacter) => void;
}) {
  const t = useT();
  const { raceName, className, mapName, playTime } = useGameNames();
  const { formatDateTime } = useFormats();
  const c = character;
  const cooling = c.unstuckAvailableAt !== null && Date.parse(c.unstuckAvailableAt) > now;
  return (
    <li
      data-character={c.guid}
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <div>
          <p>
            <Link
              to={armoryCharacterPath(c.realm.id, c.name)}
              className="hover:underline"
              title={t('account.characters.armory')}
            >
              <ClassChip classId={c.class}>{c.name}</ClassChip>
            </Link>
            {c.online && (
              <span className="ml-2 rounded bg-emerald-900/60 px-1.5 py-0.5 text-xs font-normal text-emerald-200">
                {t('account.characters.inGame')}
              </span>
            )}
          </p>
          <p className="text-sm text-frost-200">
            {t('account.characters.summary', {
              level: c.level,
              race: raceName(c.race),
              class: className(c.class),
              realm: c.realm.name,
            })}
          </p>
          <p className="text-xs text-frost-300">
            {c.logout_time > 0
              ? t('account.characters.whereAndLogout', {
                  map: mapName(c.map),
                  zone: c.zone,
                  time: playTime(c.totaltime),
                  logout: formatDateTime(new Date(c.logout_time * 1000).toISOString()),
                })
              : t('account.characters.where', {
                  map: mapName(c.map),
                  zone: c.zone,
                  time: playTime(c.totaltime),
                })}
          </p>
        </div>
      </div>
      <div className="flex flex-col items-start gap-1 sm:items-end">
        <button
          type="button"
          className={buttonSecondary}
          disabled={cooling}
          onClick={() => onUnstuck(c)}
          aria-describedby={cooling ? `unstuck-wait-${c.realm.id}-${c.guid}` : undefined}
        >
          <LifeBuoy aria-hidden className="size-4" /> {t('account.characters.unstuck')}
        </button>
        {cooling && (
          <WaitLeft until={c.unstuckAvailableAt!} now={now} id={`unstuck-wait-${c.realm.id}-${c.guid}`} />
        )}
      </div>
    </li>
  );
}

/** Whether the player's characters show in the armory to others (they always do to the player and staff). */
function ArmoryPrivacy() {
  const t = useT();
  const id = useId();
  const privacy = usePrivacy();
  const change = useChangePrivacy();
  if (!privacy.data) return null;
  const visible = change.isPending ? !privacy.data.armoryVisible : privacy.data.armoryVisible;
  return (
    <div className="mb-4 flex items-start gap-3 rounded-lg border border-frost-500/20 bg-night-950/50 p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-gold-400"
        checked={visible}
        disabled={change.isPending}
        onChange={(event) => change.mutate({ armoryVisible: event.target.checked })}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-frost-100">
          {t('account.characters.armoryVisible')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-frost-300">
          {t('account.characters.armoryVisibleHint')}
        </p>
        {change.isError && (
          <p role="alert" className="text-sm text-red-300">
            {serverReason(change.error) ?? t('account.characters.armoryVisibleFailed')}
          </p>
        )}
      </div>
    </div>
  );
}

/** The player's characters on every realm, each of which can be sent home when stuck. */
export function CharactersPanel() {
  const t = useT();
  const characters = useOwnCharacters();
  const unstuck = useUnstuck();
  const now = useNow(characters.dataUpdatedAt);
  const [asking, setAsking] = useState<AccountCharacter | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function confirm() {
    const c = asking!;
    setAsking(null);
    setMessage(null);
    try {
      const res = await unstuck.mutateAsync({ realmId: c.realm.id, guid: c.guid });
      setMessage({ tone: 'success', text: res.message });
    } catch (e) {
      setMessage({
        tone: 'error',
        text: serverReason(e) ?? t('account.characters.unstuckFailed', { name: c.name }),
      });
      await characters.refetch();
    }
  }

  const list = characters.data ?? [];
  return (
    <Panel
      id="characters"
      title={t('account.characters.title')}
      description={t('account.characters.description')}
    >
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      <ArmoryPrivacy />
      {characters.isPending && <p className="text-sm text-frost-300">{t('account.characters.loading')}</p>}
      {characters.isError && <p className="text-sm text-red-300">{t('account.characters.loadFailed')}</p>}
      {characters.data && list.length === 0 && (
        <p className="text-sm text-frost-300">{t('account.characters.none')}</p>
      )}
      <ul className="divide-y divide-frost-500/10">
        {list.map((c) => (
          <CharacterRow key={`${c.realm.id}-${c.guid}`} character={c} now={now} onUnstuck={setAsking} />
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        text={t('account.characters.confirmUnstuck', { name: asking?.name ?? '' })}
        confirmLabel={t('account.characters.unstuck')}
        cancelLabel={t('account.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Panel>
  );
}
