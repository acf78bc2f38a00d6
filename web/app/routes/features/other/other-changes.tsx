import { Link } from 'react-router';
import { translate, type MessageKey } from '#contract/i18n/messages.ts';
import { BoldText } from '#web/components/site/bold-text.tsx';
import { ContentCard, Section } from '#web/components/site/content-card.tsx';
import { JoinBand } from '#web/components/site/join-band.tsx';
import { PageHero } from '#web/components/site/page-hero.tsx';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import { semiBoldPreload } from '#web/lib/fonts.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/other-changes';

/** Complete in its HTML: the app starts when the visitor needs it. */
export const handle = startsOnDemand;

// The first screen opens on a bold line: its face comes with the stylesheet, so lines do not reflow.
export const links = () => [semiBoldPreload];

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'pages.otherChanges.meta.title'),
    description: translate(language, 'pages.otherChanges.meta.description'),
    path: '/features/other/other-changes',
  });
}

/** docs/product.md §1.3: the classes that receive tweaks (Hunter, Rogue, Druid, Mage, Warrior, Shaman, Paladin). */
const TWEAKED_CLASSES = [3, 4, 11, 8, 1, 7, 2];

export default function OtherChangesPage() {
  const t = useT();
  const { className } = useGameNames();
  const bold = (key: MessageKey) => <BoldText text={t(key)} />;
  const tweaked = TWEAKED_CLASSES.map(className);
  return (
    <>
      <PageHero
        image="hero-northrend"
        kicker={t('pages.otherChanges.hero.kicker')}
        title={t('pages.otherChanges.hero.title')}
        subtitle={t('pages.otherChanges.hero.subtitle')}
      />
      <ContentCard>
        <p className="rounded-xl border border-gold-400/40 bg-night-950/50 px-5 py-4 text-frost-100">
          {bold('pages.otherChanges.notice')}
        </p>

        <Section id="combat" title={t('pages.otherChanges.combat.title')}>
          <ul>
            <li>{bold('pages.otherChanges.combat.comboPoints')}</li>
            <li>
              {bold('pages.otherChanges.combat.skillTrees.before')}
              <Link to="/features/specless">{t('pages.otherChanges.combat.skillTrees.link')}</Link>
              {t('pages.otherChanges.combat.skillTrees.after')}
            </li>
          </ul>
          <h3>{t('pages.otherChanges.classTweaks.title')}</h3>
          <p>
            {t('pages.otherChanges.classTweaks.intro', {
              classes: tweaked.slice(0, -1).join(', '),
              last: tweaked.at(-1)!,
            })}
          </p>
          <ul>
            <li>{bold('pages.otherChanges.classTweaks.thunderstorm')}</li>
            <li>{bold('pages.otherChanges.classTweaks.tasteForBlood')}</li>
            <li>{bold('pages.otherChanges.classTweaks.sweepingStrikes')}</li>
          </ul>
        </Section>

        <Section id="world" title={t('pages.otherChanges.world.title')}>
          <p>{bold('pages.otherChanges.world.text')}</p>
        </Section>

        <Section id="pvp" title={t('pages.otherChanges.pvp.title')}>
          <ul>
            <li>{bold('pages.otherChanges.pvp.rating')}</li>
            <li>{bold('pages.otherChanges.pvp.noRequirement')}</li>
            <li>{bold('pages.otherChanges.pvp.trinkets')}</li>
          </ul>
        </Section>
      </ContentCard>
      <JoinBand />
    </>
  );
}
