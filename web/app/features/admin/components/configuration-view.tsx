import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DatabasePlaceView, SiteConfiguration } from '#contract/configuration.ts';
import { isLanguage, LANGUAGE_NAMES } from '#contract/i18n/languages.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useConfiguration } from '../api/get-configuration.ts';
import { AdminPage } from './admin-ui.tsx';

type Tone = 'good' | 'bad' | 'plain';

/** A state in words, green when all is well and red when not. */
function State({ tone, children }: { tone: Tone; children: ReactNode }) {
  const colour = tone === 'good' ? 'text-emerald-300' : tone === 'bad' ? 'text-red-300' : 'text-frost-200';
  return <span className={`font-semibold ${colour}`}>{children}</span>;
}

function Section({ title, children, name }: { title: string; children: ReactNode; name: string }) {
  return (
    <section
      aria-labelledby={`configuration-${name}`}
      className="rounded-lg border border-frost-500/25 bg-night-900/70 p-4 sm:p-5"
      data-configuration={name}
    >
      <h2 id={`configuration-${name}`} className="font-display text-xl text-gold-300">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        {children}
      </dl>
    </section>
  );
}

/** One setting: its name, then what the site runs with; long values wrap anywhere, never widen the page. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-frost-300">{label}</dt>
      <dd className="min-w-0 wrap-anywhere text-frost-100">{children}</dd>
    </div>
  );
}

function usePlace() {
  const t = useT();
  return (place: DatabasePlaceView | null, state?: 'ok' | 'down') => {
    if (!place) return <span className="text-frost-300">{t('admin.configuration.none')}</span>;
    const where =
      place.kind === 'sqlite'
        ? t('admin.configuration.database.sqlite', { file: place.host })
        : t('admin.configuration.database.mysql', { host: place.host, database: place.database ?? '—' });
    return (
      <>
        <span className="font-mono text-xs">{where}</span>
        {state && (
          <>
            {' · '}
            <State tone={state === 'ok' ? 'good' : 'bad'}>
              {t(state === 'ok' ? 'admin.configuration.reached' : 'admin.configuration.unreached')}
            </State>
          </>
        )}
      </>
    );
  };
}

function RealmSection({
  realm,
  config,
}: {
  realm: SiteConfiguration['realms'][number];
  config: SiteConfiguration;
}) {
  const t = useT();
  const language = useLanguage();
  const place = usePlace();
  const charactersState = config.health.realms.find((r) => r.id === realm.id)?.characters;
  const soap = realm.console;
  const consoleTone: Tone = soap.state === 'ok' ? 'good' : soap.state === 'not-configured' ? 'plain' : 'bad';
  return (
    <Section
      name={`realm-${realm.id}`}
      title={t('admin.configuration.realm.title', { realm: realm.name, id: realm.id })}
    >
      <Row label={t('admin.configuration.realm.worldserver')}>
        <span className="font-mono text-xs">{realm.worldserver.address}</span>
        {' · '}
        <State tone={realm.worldserver.online ? 'good' : 'bad'}>
          {t(
            realm.worldserver.online
              ? 'admin.configuration.realm.answers'
              : 'admin.configuration.realm.silent',
          )}
        </State>
      </Row>
      <Row label={t('admin.configuration.realm.characters')}>{place(realm.characters, charactersState)}</Row>
      <Row label={t('admin.configuration.realm.world')}>{place(realm.world)}</Row>
      <Row label={t('admin.configuration.realm.console')}>
        <span data-console={soap.state}>
          <State tone={consoleTone}>{t(`admin.configuration.console.${soap.state}`)}</State>
          {soap.host && (
            <>
              {' · '}
              <span className="font-mono text-xs">{soap.host}</span>{' '}
              <span className="text-frost-300">{t('admin.configuration.console.credentialsHidden')}</span>
            </>
          )}
          {soap.detail && <span className="mt-1 block text-frost-200">{soap.detail}</span>}
        </span>
      </Row>
      <Row label={t('admin.configuration.realm.clientData')}>
        {realm.clientData ? (
          <>
            <span className="font-mono text-xs">{realm.clientData.dir}</span>
            <span className="mt-1 block">
              <State tone={realm.clientData.loaded > 0 && !realm.clientData.error ? 'good' : 'bad'}>
                {t('admin.configuration.clientData.loaded', { count: realm.clientData.loaded })}
              </State>
              {realm.clientData.loadedAt !== null &&
                ` · ${t('admin.configuration.clientData.at', { date: new Date(realm.clientData.loadedAt).toLocaleString(language) })}`}
            </span>
            {realm.clientData.missing.length > 0 && (
              <span className="mt-1 block text-frost-200">
                {t('admin.configuration.clientData.missing', { files: realm.clientData.missing.join(', ') })}
              </span>
            )}
            {realm.clientData.error && (
              <span className="mt-1 block text-red-300">{realm.clientData.error}</span>
            )}
          </>
        ) : (
          <span className="text-frost-300">{t('admin.configuration.clientData.none')}</span>
        )}
      </Row>
    </Section>
  );
}

function Configuration({ config }: { config: SiteConfiguration }) {
  const t = useT();
  const place = usePlace();
  const { health } = config;
  const languageName = (code: string) => (isLanguage(code) ? LANGUAGE_NAMES[code] : code);
  const yes = (value: boolean) => t(value ? 'admin.configuration.yes' : 'admin.configuration.no');
  return (
    <>
      <Section name="site" title={t('admin.configuration.site.title')}>
        <Row label={t('admin.configuration.site.status')}>
          <State tone={health.status === 'ok' ? 'good' : 'bad'}>
            {t(
              health.status === 'ok'
                ? 'admin.configuration.status.ok'
                : 'admin.configuration.status.degraded',
            )}
          </State>
        </Row>
        <Row label={t('admin.configuration.site.version')}>{config.version}</Row>
        <Row label={t('admin.configuration.site.publicUrl')}>
          <span className="font-mono text-xs">{config.publicUrl}</span>
        </Row>
        <Row label={t('admin.configuration.site.core')}>
          {t(`admin.configuration.core.${config.core.name}`)} · {config.core.server}
          {config.core.expected && ` · ${t('admin.configuration.core.expected')}`}
        </Row>
      </Section>

      <Section name="databases" title={t('admin.configuration.databases.title')}>
        <Row label={t('admin.configuration.databases.auth')}>
          {place(config.databases.auth, health.databases.auth)}
        </Row>
        <Row label={t('admin.configuration.databases.web')}>
          {place(config.databases.web, health.databases.web)}
        </Row>
      </Section>

      {config.realms.map((realm) => (
        <RealmSection key={realm.id} realm={realm} config={config} />
      ))}

      <Section name="mail" title={t('admin.configuration.mail.title')}>
        <Row label={t('admin.configuration.mail.mode')}>
          {config.mail.mode === 'smtp'
            ? t('admin.configuration.mail.smtp', { host: config.mail.host ?? '—' })
            : t('admin.configuration.mail.outbox', { folder: config.mail.outbox ?? '—' })}
        </Row>
        <Row label={t('admin.configuration.mail.from')}>{config.mail.from}</Row>
      </Section>

      <Section name="languages" title={t('admin.configuration.languages.title')}>
        <Row label={t('admin.configuration.languages.site')}>{languageName(config.languages.site)}</Row>
        <Row label={t('admin.configuration.languages.staff')}>{languageName(config.languages.staff)}</Row>
        <Row label={t('admin.configuration.languages.available')}>
          {config.languages.available.map(languageName).join(', ')}
        </Row>
      </Section>

      <Section name="two-factor" title={t('admin.configuration.twoFactor.title')}>
        <Row label={t('admin.configuration.twoFactor.masterSecret')}>
          {t(
            config.twoFactor.masterSecret ? 'admin.configuration.secretHidden' : 'admin.configuration.notSet',
          )}
        </Row>
        <Row label={t('admin.configuration.twoFactor.check')}>
          <State
            tone={
              health.twoFactor.state === 'misconfigured'
                ? 'bad'
                : health.twoFactor.state === 'ok'
                  ? 'good'
                  : 'plain'
            }
          >
            {t(`admin.configuration.twoFactor.${health.twoFactor.state}`)}
          </State>
          {health.twoFactor.problem && (
            <span className="mt-1 block text-red-300">{health.twoFactor.problem}</span>
          )}
        </Row>
        <Row label={t('admin.configuration.twoFactor.staff')}>{yes(config.twoFactor.staffRequired)}</Row>
      </Section>

      <Section name="rate-limits" title={t('admin.configuration.rateLimits.title')}>
        <Row label={t('admin.configuration.rateLimits.enabled')}>{yes(config.rateLimits.enabled)}</Row>
        <Row label={t('admin.configuration.rateLimits.store')}>
          <State tone={health.rateLimits === 'redis-unavailable' ? 'bad' : 'plain'}>
            {t(`admin.configuration.rateLimits.${health.rateLimits}`)}
          </State>
          {config.rateLimits.redisHost && (
            <>
              {' · '}
              <span className="font-mono text-xs">{config.rateLimits.redisHost}</span>{' '}
              <span className="text-frost-300">{t('admin.configuration.console.credentialsHidden')}</span>
            </>
          )}
        </Row>
      </Section>
    </>
  );
}

/** docs/product.md §2.17 Configuration: what the site runs with, read-only; no secret is ever sent here. */
export function ConfigurationView() {
  const t = useT();
  const configuration = useConfiguration();
  return (
    <AdminPage title={t('admin.configuration.title')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-frost-300">{t('admin.configuration.intro')}</p>
        <button
          type="button"
          onClick={() => void configuration.refetch()}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md border border-gold-400/60 px-4 py-2 text-sm font-semibold text-gold-300 hover:bg-gold-400 hover:text-night-950"
        >
          <RefreshCw aria-hidden className={`size-4 ${configuration.isFetching ? 'animate-spin' : ''}`} />{' '}
          {t('admin.refresh')}
        </button>
      </div>
      {configuration.isError && !configuration.data && (
        <p className="text-red-300" role="alert">
          {t('admin.configuration.failed')}
        </p>
      )}
      {configuration.isPending && (
        <p className="text-frost-300" role="status">
          {t('admin.loading')}
        </p>
      )}
      {configuration.data && <Configuration config={configuration.data} />}
    </AdminPage>
  );
}
