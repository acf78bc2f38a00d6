import { STATUS_LABELS } from '../../../contract/bug-values.ts';
import { REALM_NAME } from '../../../contract/site.ts';
import type { Databases } from '../../db/databases.ts';
import type { Background } from '../../platform/background.ts';
import { composeMail } from '../../platform/mail-layout.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { findAccountAddress, findBugStatusMailSetting } from './bugs.repo.ts';
import type { StatusChange } from './bugs.service.ts';

/**
 * Tells the reporter, after the answer, that the team moved their report, unless they turned "Notify me"
 * off; the mail links to the report in their account.
 */
export function mailStatusChange(
  deps: { dbs: Databases; mailer: Mailer; background: Background; publicUrl: string },
  change: StatusChange,
): void {
  deps.background.run('bug status mail', async () => {
    if (!(await findBugStatusMailSetting(deps.dbs.web, change.reporterId))) return;
    const to = await findAccountAddress(deps.dbs.auth, change.reporterId);
    if (!to) return;
    const link = `${deps.publicUrl}/account?tab=bugs&bug=${change.bugId}`;
    const status = STATUS_LABELS[change.to];
    await deps.mailer.send(
      composeMail({
        to,
        username: change.reporterName,
        subject: `Your bug report #${change.bugId} is now “${status}”`,
        paragraphs: [
          `The ${REALM_NAME} team moved your report #${change.bugId} “${change.title}” from “${STATUS_LABELS[change.from]}” to “${status}”.`,
          ...(change.comment ? [`The team wrote: ${change.comment}`] : []),
          ...(change.to === 'need_more_context'
            ? [
                'The team needs more from you: answer on the report in your account, and it comes back to them.',
              ]
            : []),
          `You get these mails while “Notify me” is on in your account (${deps.publicUrl}/account?tab=bugs); one switch turns them off.`,
        ],
        action: { label: 'See your report', href: link },
      }),
    );
  });
}
