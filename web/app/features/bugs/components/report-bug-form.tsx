import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { PlayerCharacter } from '#contract/characters.ts';
import { useT } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useAccountCharacters } from '../api/get-account-characters.ts';
import { useReportBugSubmission } from '../hooks/use-report-bug-submission.ts';
import { characterOf, EMPTY_REPORT, type ReportFormValues } from '../report-form-values.ts';
import { CharacterPicker } from './character-picker.tsx';
import { ReportBugFields } from './report-bug-fields.tsx';

function Form({ characters, accountId }: { characters: PlayerCharacter[]; accountId: string }) {
  const t = useT();
  const { register, handleSubmit, watch, setValue, setFocus } = useForm<ReportFormValues>({
    defaultValues: EMPTY_REPORT,
  });
  const values = watch();
  const { submit, error, success, submitting, busy, invalid } = useReportBugSubmission({
    characters,
    accountId,
    values,
    focus: setFocus,
  });

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

      <CharacterPicker
        characters={characters}
        chosen={characterOf(characters, values.character)}
        invalid={invalid('character')}
        field={register('character')}
      />
      <ReportBugFields
        register={register}
        values={values}
        invalid={invalid}
        onCategoryChange={() => {
          setValue('questName', '');
          setValue('className', '');
          setValue('itemName', '');
        }}
      />

      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Link
          to="/support/bug-tracker"
          className="rounded border border-frost-500/40 px-5 py-2 text-frost-200 hover:bg-night-700"
        >
          {t('bugs.report.cancel')}
        </Link>
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-gold-400 px-5 py-2 font-semibold text-night-950 hover:bg-gold-300 disabled:opacity-60"
        >
          {submitting ? t('bugs.report.submitting') : t('bugs.report.submit')}
        </button>
      </div>
    </form>
  );
}

/** docs/product.md §2.9 Report a bug: the player's characters first, then the form. */
export function ReportBugForm() {
  const t = useT();
  const { user } = useSession();
  const characters = useAccountCharacters(user?.id);

  if (characters.isPending) {
    return (
      <p role="status" className="text-frost-300">
        {t('bugs.report.loadingCharacters')}
      </p>
    );
  }
  if (characters.isError) {
    return (
      <p
        role="alert"
        className="rounded border border-red-400/50 bg-red-950/60 px-4 py-3 text-sm text-red-100"
      >
        {t('bugs.report.charactersFailed')}
      </p>
    );
  }
  if (characters.data.length === 0) {
    return (
      <div className="space-y-4 text-center">
        <p className="text-frost-200">{t('bugs.report.noCharacters')}</p>
        <Link
          to="/"
          className="inline-block rounded bg-gold-400 px-5 py-2 font-semibold text-night-950 hover:bg-gold-300"
        >
          {t('bugs.report.goHome')}
        </Link>
      </div>
    );
  }
  return <Form characters={characters.data} accountId={user!.id} />;
}
