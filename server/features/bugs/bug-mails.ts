import type { Language } from '../../../contract/i18n/languages.ts';
import { translate } from '../../../contract/i18n/messages.ts';
import { findAccountLanguage } from '../../accounts/mail-language.ts';
import type { Databases } from '../../db/databases.ts';
import type { Background } from '../../platform/background.ts';
import { composeMail, mailTexts } from '../../platform/mail-layout.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { findAccountAddress, findBugStatusMailSetting } from './bugs.repo.ts';
import type { StatusChange } from './bugs.service.ts';

/**
 * Tells the reporter, after the answer, that the team moved their report, unless they turned "Notify me"
 * off; the mail links to the report in their account and is in the reporter's language (else
 * `siteLanguage`), the statuses named as the board names them.
 */
export function mailStatusChange(
  deps: { dbs: Databases; mailer: Mailer; background: Background; publicUrl: string; siteLanguage: Language },
  change: StatusChange,
): void {
  deps.background.run('bug status mail', async () => {
    if (!(await findBugStatusMailSetting(deps.dbs.web, change.reporterId))) return;
    const [to, remembered] = await Promise.all([
      findAccountAddress(deps.dbs.auth, change.reporterId),
      findAccountLanguage(deps.dbs.web, change.reporterId),
    ]);
    if (!to) return;
    const language = remembered ?? deps.siteLanguage;
    const say = mailTexts(language);
    const link = `${deps.publicUrl}/account?tab=bugs&bug=${change.bugId}`;
    // The number as written, not grouped by the language (#1234, not #1,234).
    const id = String(change.bugId);
    const status = translate(language, `bugs.status.${change.to}`);
    await deps.mailer.send(
      composeMail({
        language,
        to,
        username: change.reporterName,
        subject: say('mail.bugStatus.subject', { id, status }),
        paragraphs: [
          say('mail.bugStatus.moved', {
            id,
            title: change.title,
            from: translate(language, `bugs.status.${change.from}`),
            to: status,
          }),
          ...(change.comment ? [say('mail.bugStatus.comment', { comment: change.comment })] : []),
          ...(change.to === 'need_more_context' ? [say('mail.bugStatus.needMore')] : []),
          say('mail.bugStatus.optOut', { link: `${deps.publicUrl}/account?tab=bugs` }),
        ],
        action: { label: say('mail.bugStatus.button'), href: link },
      }),
    );
  });
}
