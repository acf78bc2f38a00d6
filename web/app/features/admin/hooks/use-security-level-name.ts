import { hasText } from '#contract/i18n/messages.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';

/** A game security level's name (docs/product.md §6.3) in the page's language; any other level is unknown. */
export function useSecurityLevelName(): (level: number | null | undefined) => string {
  const t = useT();
  const language = useLanguage();
  return (level) => {
    const key = `admin.securityLevel.${level}`;
    return level !== null && level !== undefined && hasText(language, key)
      ? t(key)
      : t('admin.securityLevel.unknown');
  };
}
