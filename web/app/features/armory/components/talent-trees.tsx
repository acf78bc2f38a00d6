import type { TalentSpec, TalentTree } from '#contract/armory.ts';
import { useT } from '#web/lib/i18n.ts';

/** The game's talent frame: four columns, a row per tier. */
const COLUMNS = 4;

function Tree({ tree }: { tree: TalentTree }) {
  const t = useT();
  const rows = Math.max(1, ...tree.talents.map((talent) => talent.row + 1));
  return (
    <figure className="rounded-lg border border-frost-500/20 bg-night-950/60 p-3">
      <figcaption className="mb-3 flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-semibold text-frost-100">
          {tree.icon && <img src={tree.icon} alt="" width={24} height={24} className="size-6 rounded" />}
          {tree.name}
        </span>
        <span className="text-sm text-gold-300 tabular-nums">
          {t('armory.talents.points', { points: tree.points })}
        </span>
      </figcaption>
      {/* Each talent at its row and column: the grid keeps the empty places without elements of their own. */}
      <ol
        className="grid gap-1.5"
        style={{
          gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 2.5rem))`,
          gridTemplateRows: `repeat(${rows}, 2.5rem)`,
        }}
      >
        {tree.talents.map((talent) => (
          <li
            key={talent.id}
            className={talent.rank > 0 ? 'talent on' : 'talent'}
            style={{ gridArea: `${talent.row + 1}/${talent.column + 1}` }}
            title={talent.name}
          >
            {talent.icon ? (
              <img src={talent.icon} alt="" width={36} height={36} loading="lazy" />
            ) : (
              <span aria-hidden>{talent.name.slice(0, 2)}</span>
            )}
            <span className="sr-only">
              {t('armory.talents.talent', { name: talent.name, rank: talent.rank, max: talent.maxRank })}
            </span>
            <b aria-hidden>{`${talent.rank}/${talent.maxRank}`}</b>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** Each specialization: its trees' points, the trees, and its glyphs. */
export function TalentSpecs({ specs }: { specs: TalentSpec[] }) {
  const t = useT();
  return (
    <div className="space-y-8">
      {specs.map((spec) => (
        <section key={spec.group} aria-labelledby={`spec-${spec.group}`}>
          <h3 id={`spec-${spec.group}`} className="mb-3 text-lg text-frost-100">
            {spec.group === 0 ? t('armory.talents.primary') : t('armory.talents.secondary')}{' '}
            <span className="font-body text-base text-gold-300 tabular-nums">
              {spec.trees.map((tree) => tree.points).join(' / ')}
            </span>
            {spec.active && (
              <span className="ml-2 rounded bg-gold-400/15 px-2 py-0.5 font-body text-xs text-gold-300">
                {t('armory.talents.active')}
              </span>
            )}
          </h3>
          <div className="grid gap-3 md:grid-cols-3">
            {spec.trees.map((tree) => (
              <Tree key={tree.id} tree={tree} />
            ))}
          </div>
          {spec.glyphs.length > 0 && (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {([true, false] as const).map((major) => {
                const glyphs = spec.glyphs.filter((g) => g.major === major);
                if (glyphs.length === 0) return null;
                return (
                  <div key={String(major)}>
                    <h4 className="mb-1 text-sm tracking-wide text-frost-300 uppercase">
                      {major ? t('armory.glyphs.major') : t('armory.glyphs.minor')}
                    </h4>
                    <ul className="space-y-1 text-sm">
                      {glyphs.map((g) => (
                        <li key={g.id} className="flex items-center gap-2">
                          {g.icon && (
                            <img
                              src={g.icon}
                              alt=""
                              width={20}
                              height={20}
                              loading="lazy"
                              className="size-5 rounded"
                            />
                          )}
                          {g.name}
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
