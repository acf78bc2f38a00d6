import { useId, useState } from 'react';
import type { ArmoryItem, ItemTooltip } from '#contract/armory.ts';
import { useT } from '#web/lib/i18n.ts';
import { isPrimaryStat, qualityColor, useItemNames } from '../item-names.ts';

/**
 * An item's icon: the operator's icon (ARMORY_ICON_URL), or a frame in the quality's colour with the
 * slot's first letters when there is none. Sized in the HTML so nothing moves as icons arrive.
 */
export function ItemIcon({
  icon,
  quality,
  label,
  size = 40,
}: {
  icon: string | null;
  quality: number | null;
  label: string;
  size?: number;
}) {
  const colour = qualityColor(quality);
  return (
    <span className="item-icon" style={{ width: size, height: size, borderColor: colour }} aria-hidden>
      {icon ? (
        <img src={icon} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        label.slice(0, 3)
      )}
    </span>
  );
}

function Line({ children, className }: { children: React.ReactNode; className?: string }) {
  return <p className={className}>{children}</p>;
}

/** The tooltip's body, in the order the game's own tooltip reads. */
function TooltipBody({ item, tooltip }: { item: ArmoryItem; tooltip: ItemTooltip }) {
  const t = useT();
  const names = useItemNames();
  const [weapon, ...extraDamage] = tooltip.damage;
  const type = names.inventoryType(tooltip.inventoryType);
  const subclass =
    tooltip.class === 2 || tooltip.class === 4 ? names.subclass(tooltip.class, tooltip.subclass) : '';
  return (
    <>
      <Line className="text-base font-semibold">
        <span style={{ color: qualityColor(item.quality) }}>{item.name}</span>
      </Line>
      {item.itemLevel !== null && (
        <Line className="text-gold-300">{t('armory.item.level', { level: item.itemLevel })}</Line>
      )}
      {tooltip.bonding > 0 && <Line>{names.bonding(tooltip.bonding)}</Line>}
      {(type || subclass) && (
        <Line className="flex justify-between gap-4">
          <span>{type}</span>
          <span>{subclass}</span>
        </Line>
      )}
      {weapon && (
        <Line className="flex justify-between gap-4">
          <span>{t('armory.item.damage', { min: weapon.min, max: weapon.max })}</span>
          <span>{t('armory.item.speed', { speed: names.number(tooltip.speed, 2) })}</span>
        </Line>
      )}
      {extraDamage.map((d, i) => (
        <Line key={i}>
          {t('armory.item.extraDamage', { min: d.min, max: d.max, school: names.school(d.type) })}
        </Line>
      ))}
      {tooltip.dps !== null && <Line>{t('armory.item.dps', { dps: names.number(tooltip.dps, 1) })}</Line>}
      {tooltip.armor > 0 && <Line>{t('armory.item.armor', { armor: tooltip.armor })}</Line>}
      {tooltip.block > 0 && <Line>{t('armory.item.block', { block: tooltip.block })}</Line>}
      {tooltip.stats
        .filter((s) => isPrimaryStat(s.type))
        .map((s, i) => (
          <Line key={i}>{t('armory.item.stat', { value: s.value, stat: names.stat(s.type) })}</Line>
        ))}
      {tooltip.resistances.map((r) => (
        <Line key={r.school}>
          {t('armory.item.resistance', { value: r.value, school: names.school(r.school) })}
        </Line>
      ))}
      {tooltip.enchantment && <Line className="text-effect">{tooltip.enchantment}</Line>}
      {tooltip.sockets.length > 0 && (
        <ul className="my-1 space-y-0.5">
          {tooltip.sockets.map((s, i) => (
            <li key={i} className="flex items-center gap-1.5">
              {s.gem ? (
                <>
                  <ItemIcon icon={s.gem.icon} quality={null} label="" size={16} />
                  <span>{s.gem.text}</span>
                </>
              ) : (
                <>
                  <span aria-hidden className="inline-block size-3 rounded-sm border border-frost-400" />
                  <span className="text-frost-300">{names.socket(s.color)}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {tooltip.socketBonus && (
        <Line className={tooltip.socketBonus.active ? 'text-effect' : 'text-frost-300'}>
          {t('armory.item.socketBonus', { bonus: tooltip.socketBonus.text })}
        </Line>
      )}
      {tooltip.durability && (
        <Line>
          {t('armory.item.durability', { current: tooltip.durability.current, max: tooltip.durability.max })}
        </Line>
      )}
      {tooltip.requiredLevel > 1 && (
        <Line>{t('armory.item.requiredLevel', { level: tooltip.requiredLevel })}</Line>
      )}
      {tooltip.stats
        .filter((s) => !isPrimaryStat(s.type))
        .map((s, i) => (
          <Line key={i} className="text-effect">
            {t('armory.item.equipStat', { value: s.value, stat: names.stat(s.type) })}
          </Line>
        ))}
      {tooltip.spells.map((s, i) => (
        <Line key={i} className="text-effect">
          {names.trigger(s.trigger)} {s.name}
        </Line>
      ))}
      {tooltip.set && (
        <div className="mt-2">
          <Line className="text-gold-300">
            {t('armory.item.set', {
              name: tooltip.set.name,
              equipped: tooltip.set.pieces.filter((p) => p.equipped).length,
              total: tooltip.set.pieces.length,
            })}
          </Line>
          <ul className="ml-3">
            {tooltip.set.pieces.map((p, i) => (
              <li key={i} className={p.equipped ? 'text-gold-300' : 'text-frost-300/80'}>
                {p.name}
              </li>
            ))}
          </ul>
          <ul className="mt-1">
            {tooltip.set.bonuses.map((b, i) => (
              <li key={i} className={b.active ? 'text-effect' : 'text-frost-300/80'}>
                {t('armory.item.setBonus', { pieces: b.pieces, bonus: b.text })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {tooltip.description && <Line className="mt-1 text-gold-300">“{tooltip.description}”</Line>}
    </>
  );
}

/**
 * One equipment slot. The tooltip is in the HTML and shows on hover and on focus (CSS alone, before
 * the app starts); a tap toggles it once the app runs, and Escape closes it.
 */
export function ItemSlot({
  slot,
  item,
  align,
}: {
  slot: number;
  item: ArmoryItem | undefined;
  align: 'start' | 'end';
}) {
  const t = useT();
  const names = useItemNames();
  const tipId = useId();
  // auto: shown on hover and focus; open: tapped open; closed: dismissed by Escape until left.
  const [mode, setMode] = useState<'auto' | 'open' | 'closed'>('auto');
  const slotName = names.slot(slot);
  if (!item) {
    return (
      <li className="flex items-center gap-3 py-1 opacity-60">
        <ItemIcon icon={null} quality={0} label={slotName} />
        <span className="text-sm text-frost-300">
          <span className="sr-only">{slotName} </span>
          {t('armory.item.empty')}
        </span>
      </li>
    );
  }
  const name = item.name ?? t('armory.item.unknown', { entry: item.entry });
  return (
    <li
      className={mode === 'auto' ? 'item-slot relative' : 'relative'}
      onMouseLeave={() => mode === 'closed' && setMode('auto')}
    >
      <button
        type="button"
        className="item-button"
        aria-describedby={item.tooltip ? tipId : undefined}
        onClick={() => setMode((m) => (m === 'open' ? 'closed' : 'open'))}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setMode('closed');
        }}
        onBlur={() => setMode('auto')}
      >
        <ItemIcon icon={item.icon} quality={item.quality} label={slotName} />
        <span className="min-w-0">
          <span
            className="block truncate text-sm font-semibold"
            style={{ color: qualityColor(item.quality) }}
          >
            {name}
          </span>
          <span className="block text-xs text-frost-300">
            {item.itemLevel === null
              ? slotName
              : `${slotName} · ${t('armory.item.levelShort', { level: item.itemLevel })}`}
          </span>
        </span>
      </button>
      {item.tooltip && (
        <div
          id={tipId}
          role="tooltip"
          className={`item-tip ${align === 'end' ? 'right-0' : 'left-0'}${mode === 'open' ? ' open' : ''}`}
        >
          <TooltipBody item={item} tooltip={item.tooltip} />
        </div>
      )}
    </li>
  );
}
