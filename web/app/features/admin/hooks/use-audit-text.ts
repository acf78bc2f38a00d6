import type { AuditEntry } from '#contract/admin.ts';
import { hasText, type MessageKey, type MessageValues } from '#contract/i18n/messages.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useSecurityLevelName } from './use-security-level-name.ts';

/** One readable line of an entry's details: what it is, and its value (or its change). */
export interface AuditDetail {
  key: string;
  label: string;
  value: string;
}

type Details = Record<string, unknown>;

const isRecord = (value: unknown): value is Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Dates the core writes as Unix seconds. */
const SECONDS_KEYS = new Set(['bandate', 'unbandate']);
/** Details whose values are codes (`console`, `unlink`, `owner`), not words someone typed. */
const CODE_KEYS = new Set(['via', 'method', 'by']);

/**
 * The audit log as sentences (server/platform/audit.ts records the entries): one sentence per action,
 * with who did it, to what and the details that matter, and the other details as labelled lines.
 */
export function useAuditText() {
  const t = useT();
  const language = useLanguage();
  const securityLevelName = useSecurityLevelName();

  /** A text for a code (`admin.role.admin`), or the code itself when the catalogue has none. */
  const named = (prefix: string, code: string) => {
    const key = `${prefix}.${code}`;
    return hasText(language, key) ? t(key) : code;
  };

  const actionName = (action: string) => named('admin.audit.action', action);
  const targetTypeName = (targetType: string) => named('admin.audit.targetType', targetType);

  function value(key: string, v: unknown): string {
    if (v === null || v === undefined) return '—';
    if (typeof v === 'boolean') return t(v ? 'admin.audit.value.yes' : 'admin.audit.value.no');
    if (typeof v === 'number') {
      return SECONDS_KEYS.has(key) ? new Date(v * 1000).toLocaleString(language) : String(v);
    }
    if (typeof v === 'string') {
      if (key === 'status') return named('admin.bug.status', v);
      if (key === 'priority') return named('admin.bug.priority', v);
      if (key === 'category') return named('admin.bug.category', v);
      if (key === 'role') return named('admin.role', v);
      return CODE_KEYS.has(key) ? named('admin.audit.value', v) : v;
    }
    if (Array.isArray(v)) {
      if (v.length === 0) return t('admin.audit.detail.none');
      return v.map((item) => (isRecord(item) ? `(${pairs(item)})` : value(key, item))).join(', ');
    }
    if (isRecord(v)) return Object.keys(v).length === 0 ? t('admin.audit.detail.none') : pairs(v);
    return String(v);
  }

  const label = (key: string) => named('admin.audit.field', key);
  const pairs = (record: Details) =>
    Object.entries(record)
      .map(([k, v]) => t('admin.audit.detail.pair', { label: label(k), value: value(k, v) }))
      .join(', ');

  /** The details the sentence does not say: a change of each field, then the rest. */
  function details(entry: AuditEntry, said: readonly string[]): AuditDetail[] {
    const rest: Details = { ...entry.details };
    for (const key of said) delete rest[key];
    const lines: AuditDetail[] = [];
    const { before, after } = rest;
    if (isRecord(before) && isRecord(after)) {
      delete rest.before;
      delete rest.after;
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        const [was, is] = [value(key, before[key]), value(key, after[key])];
        if (was === is) continue;
        lines.push({
          key,
          label: label(key),
          value: t('admin.audit.detail.change', { before: was, after: is }),
        });
      }
    }
    for (const [key, v] of Object.entries(rest)) lines.push({ key, label: label(key), value: value(key, v) });
    return lines;
  }

  /** The sentence of an entry and the details it leaves to the list. */
  function describe(entry: AuditEntry): { sentence: string; details: AuditDetail[] } {
    const d = entry.details;
    const actor = entry.actorName;
    const id = entry.targetId;
    const account = text(d.username) ?? `#${id}`;
    const character = text(d.name) ?? `#${id}`;
    const article = () => {
      const title = [d.after, d.before].map((v) => (isRecord(v) ? text(v.title) : undefined)).find(Boolean);
      return title ? t('admin.audit.titled', { title }) : `#${id}`;
    };
    const realm = () => {
      const realmId = whole(d.realmId);
      return realmId === undefined || realmId === -1
        ? t('admin.audit.realm.all')
        : t('admin.audit.realm.one', { id: realmId });
    };
    const said = (key: MessageKey, values: MessageValues, keys: readonly string[] = []) => ({
      sentence: t(key, { actor, ...values }),
      details: details(entry, keys),
    });

    switch (entry.action) {
      case 'account.points':
        if (whole(d.before) === undefined || whole(d.after) === undefined) break;
        return said(
          'admin.audit.sentence.account.points',
          { id, before: String(d.before), after: String(d.after) },
          ['before', 'after'],
        );
      case 'account.security.set': {
        const level = whole(d.level);
        if (level === undefined) break;
        return said(
          'admin.audit.sentence.account.security.set',
          { id, level, levelName: securityLevelName(level), realm: realm() },
          ['realmId', 'level'],
        );
      }
      case 'account.security.remove':
        return said('admin.audit.sentence.account.security.remove', { id, realm: realm() }, [
          'realmId',
          'level',
        ]);
      case 'account.ban': {
        const days = whole(d.days);
        const duration =
          days === undefined ? t('admin.audit.duration.permanent') : t('admin.audit.duration.days', { days });
        return said(
          'admin.audit.sentence.account.ban',
          { target: account, duration, reason: text(d.reason) ?? '—' },
          ['username', 'reason', 'days'],
        );
      }
      case 'account.unban':
        return said('admin.audit.sentence.account.unban', { target: account }, ['username']);
      case 'character.unstuck':
        return said('admin.audit.sentence.character.unstuck', { target: character }, ['name']);
      case 'character.kick':
        return said('admin.audit.sentence.character.kick', { target: character }, ['name']);
      case 'character.delete':
        return said(
          'admin.audit.sentence.character.delete',
          { target: character, reason: text(d.reason) ?? '—' },
          ['name', 'reason'],
        );
      case 'news.create':
        return said('admin.audit.sentence.news.create', { target: article() });
      case 'news.update':
        return said('admin.audit.sentence.news.update', { target: article() });
      case 'news.delete':
        return said('admin.audit.sentence.news.delete', { target: article() });
      case 'bug.update':
        return said('admin.audit.sentence.bug.update', { id });
      case 'bug.delete':
        return said('admin.audit.sentence.bug.delete', { id });
      case 'role.grant':
      case 'role.revoke': {
        const role = text(d.role);
        if (!role) break;
        return said(
          entry.action === 'role.grant'
            ? 'admin.audit.sentence.role.grant'
            : 'admin.audit.sentence.role.revoke',
          { target: account, role: named('admin.role', role) },
          ['username', 'role'],
        );
      }
    }
    return said('admin.audit.sentence.other', {
      action: actionName(entry.action),
      targetType: targetTypeName(entry.targetType),
      id,
    });
  }

  return { describe, actionName, targetTypeName };
}
