import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BugReportSchema } from '#contract/bugs.ts';
import type { PlayerCharacter } from '#contract/characters.ts';
import { ApiError, serverReason } from '#web/lib/api-client.ts';
import { useSay, useT } from '#web/lib/i18n.ts';
import { forgetCachedCharacters } from '../api/get-account-characters.ts';
import { useReportBug } from '../api/report-bug.ts';
import { characterOf, fieldOf, toReport, type ReportFormValues } from '../report-form-values.ts';

/** docs/product.md §4.5: after a report, the tracker opens 1.5 s later. */
const REDIRECT_DELAY_MS = 1500;

/**
 * Checks and sends a report: a rule the report breaks is said and its field focused, without a call;
 * the server's refusal is said; a report made opens the tracker after a moment.
 */
export function useReportBugSubmission({
  characters,
  accountId,
  values,
  focus,
}: {
  characters: PlayerCharacter[];
  accountId: string;
  /** The form's values now, to take a message away once its field is right. */
  values: ReportFormValues;
  focus: (field: keyof ReportFormValues) => void;
}) {
  const t = useT();
  const say = useSay();
  const navigate = useNavigate();
  const report = useReportBug();
  // The rule a submit found broken; it shows only while the form still breaks it.
  const [refused, setRefused] = useState<string | null>(null);
  const [serverError, setServerError] = useState('');
  const [success, setSuccess] = useState('');
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // Checked as the player types, so a message and a red border go as soon as the field is right.
  const issues = refused
    ? (BugReportSchema.safeParse(toReport(values, characterOf(characters, values.character))).error?.issues ??
      [])
    : [];
  const stillRefused = issues.filter((issue) => issue.message === refused);

  async function submit(form: ReportFormValues) {
    setRefused(null);
    setServerError('');
    const parsed = BugReportSchema.safeParse(toReport(form, characterOf(characters, form.character)));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setRefused(issue.message);
      const field = fieldOf(issue.path[0]);
      if (field) focus(field as keyof ReportFormValues);
      return;
    }
    try {
      await report.mutateAsync(parsed.data);
      setSuccess(t('bugs.report.success'));
      redirect.current = setTimeout(() => navigate('/support/bug-tracker'), REDIRECT_DELAY_MS);
    } catch (e) {
      if (e instanceof ApiError && e.status > 0) {
        setServerError(serverReason(e) ?? t('bugs.report.failed'));
        // The cached list may be out of date (a character deleted or moved in game).
        if (e.details.some((d) => d.path === 'characterId' || d.path === 'realmId')) {
          forgetCachedCharacters(accountId);
        }
      } else {
        setServerError(t('bugs.report.error'));
      }
    }
  }

  return {
    submit,
    error: stillRefused.length && refused ? say(refused) : serverError,
    success,
    submitting: report.isPending,
    busy: report.isPending || !!success,
    /** Whether a field is marked: it breaks the rule a submit refused. */
    invalid: (field: string) => (stillRefused.some((i) => fieldOf(i.path[0]) === field) ? true : undefined),
  };
}
