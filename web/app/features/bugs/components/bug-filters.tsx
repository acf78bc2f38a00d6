import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BUG_CATEGORIES, BUG_PRIORITIES, type BugCategory, type BugPriority } from '#contract/bug-values.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import type { BoardFilters } from '../hooks/use-board-filters.ts';

const toggle = (on: boolean) =>
  `rounded border px-3 py-1.5 text-xs font-semibold tracking-wider transition-colors ${
    on
      ? 'border-gold-400 bg-gold-400 text-night-950'
      : 'border-frost-500/30 bg-night-800 text-frost-200 hover:border-gold-400/60 hover:text-gold-300'
  }`;

/** Search box, multi-select priority and category toggles, and 'Clear Filters' (docs/product.md §2.8). */
export function BugFilters({
  filters,
  onSearch,
  onTogglePriority,
  onToggleCategory,
  onClear,
}: {
  filters: BoardFilters;
  onSearch: (search: string) => void;
  onTogglePriority: (p: BugPriority) => void;
  onToggleCategory: (c: BugCategory) => void;
  onClear: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState(filters.search);
  const typed = useRef(filters.search);

  // The URL can change under the box (Clear Filters, back button): follow it.
  useEffect(() => {
    if (filters.search !== typed.current) {
      typed.current = filters.search;
      setText(filters.search);
    }
  }, [filters.search]);

  // Typing settles for a moment before the board asks the server.
  useEffect(() => {
    if (text.trim() === typed.current.trim()) return;
    const timer = setTimeout(() => {
      typed.current = text;
      onSearch(text);
    }, 250);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const active = filters.search || filters.priorities.length || filters.categories.length;
  return (
    <div className="space-y-3 rounded-lg border border-frost-500/20 bg-night-900/70 p-4" role="search">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-frost-300"
        />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('bugs.filters.searchPlaceholder')}
          aria-label={t('bugs.filters.search')}
          maxLength={100}
          className="w-full rounded border border-frost-500/30 bg-night-800 py-2 pr-3 pl-9 text-sm text-frost-100 placeholder:text-frost-300/70 focus:border-gold-400 focus:outline-none"
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div
          role="group"
          aria-label={t('bugs.filters.priority')}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-xs text-frost-300">{t('bugs.filters.priority')}</span>
          {BUG_PRIORITIES.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={filters.priorities.includes(p)}
              className={toggle(filters.priorities.includes(p))}
              onClick={() => onTogglePriority(p)}
            >
              {t(`bugs.priority.${p}`).toLocaleUpperCase(language)}
            </button>
          ))}
        </div>
        <div
          role="group"
          aria-label={t('bugs.filters.category')}
          className="flex flex-wrap items-center gap-2"
        >
          <span className="text-xs text-frost-300">{t('bugs.filters.category')}</span>
          {BUG_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={filters.categories.includes(c)}
              className={toggle(filters.categories.includes(c))}
              onClick={() => onToggleCategory(c)}
            >
              {t(`bugs.category.${c}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => {
            typed.current = '';
            setText('');
            onClear();
          }}
          disabled={!active}
          className="inline-flex items-center gap-1 rounded px-2 py-1.5 text-xs text-frost-200 hover:text-gold-300 disabled:opacity-50 sm:ml-auto"
        >
          <X aria-hidden className="size-3.5" /> {t('bugs.filters.clear')}
        </button>
      </div>
    </div>
  );
}
