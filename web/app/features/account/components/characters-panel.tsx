import { LifeBuoy } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AccountCharacter } from '#contract/characters.ts';
import { className, mapName, raceName } from '#contract/lookups.ts';
import { ClassChip } from '#web/components/ui/class-chip.tsx';
import { ConfirmDialog } from '#web/components/ui/modal.tsx';
import { Banner } from '#web/components/ui/forms.tsx';
import { useOwnCharacters } from '../api/get-own-characters.ts';
import { useUnstuck } from '../api/unstuck-own-character.ts';
import { buttonSecondary, formatDateTime, Panel, reasonOf } from './account-ui.tsx';

/** Played time as days and hours, hours and minutes, or minutes. */
function playTime(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

/** "in 42 min" until the cooldown ends. */
function waitLeft(until: string, now: number): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - now) / 60_000));
  return minutes <= 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
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
            <ClassChip classId={c.class}>{c.name}</ClassChip>
            {c.online && (
              <span className="ml-2 rounded bg-emerald-900/60 px-1.5 py-0.5 text-xs font-normal text-emerald-200">
                In game
              </span>
            )}
          </p>
          <p className="text-sm text-frost-200">
            Level {c.level} {raceName(c.race)} {className(c.class)} · {c.realm.name}
          </p>
          <p className="text-xs text-frost-300">
            {mapName(c.map)} (zone {c.zone}) · played {playTime(c.totaltime)}
            {c.logout_time > 0 &&
              ` · last logout ${formatDateTime(new Date(c.logout_time * 1000).toISOString())}`}
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
          <LifeBuoy aria-hidden className="size-4" /> Unstuck
        </button>
        {cooling && (
          <p id={`unstuck-wait-${c.realm.id}-${c.guid}`} className="text-xs text-frost-300" data-unstuck-wait>
            Available again in {waitLeft(c.unstuckAvailableAt!, now)}
          </p>
        )}
      </div>
    </li>
  );
}

/** The player's characters on every realm, each of which can be sent home when stuck. */
export function CharactersPanel() {
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
      setMessage({ tone: 'error', text: reasonOf(e, `${c.name} could not be unstuck. Please try again.`) });
      await characters.refetch();
    }
  }

  const list = characters.data ?? [];
  return (
    <Panel
      id="characters"
      title="Characters"
      description="Stuck somewhere? Unstuck sends a character to its hearthstone location; the same character can be unstuck again after a wait. A character in the game is moved by the realm itself."
    >
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      {characters.isPending && <p className="text-sm text-frost-300">Loading your characters...</p>}
      {characters.isError && <p className="text-sm text-red-300">Failed to load characters</p>}
      {characters.data && list.length === 0 && (
        <p className="text-sm text-frost-300">No characters found on your account.</p>
      )}
      <ul className="divide-y divide-frost-500/10">
        {list.map((c) => (
          <CharacterRow key={`${c.realm.id}-${c.guid}`} character={c} now={now} onUnstuck={setAsking} />
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        text={`Send ${asking?.name ?? ''} to their hearthstone location?`}
        confirmLabel="Unstuck"
        cancelLabel="Cancel"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Panel>
  );
}
