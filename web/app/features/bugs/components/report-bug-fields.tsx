import type { UseFormRegister } from 'react-hook-form';
import { BUG_CATEGORIES, BUG_LIMITS, BUG_PRIORITIES } from '#contract/bug-values.ts';
import { CLASSES } from '#contract/lookups.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import type { ReportFormValues } from '../report-form-values.ts';
import { fieldClass, labelClass } from './report-field-styles.ts';

/** "12/120": how much of a field's limit (contract/bug-values.ts) is used, read with the field. */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const t = useT();
  const language = useLanguage();
  return (
    <p
      id={id}
      className={`mt-1 text-right text-xs ${length >= max ? 'text-gold-300' : 'text-frost-300'}`}
      data-counter-of={id.replace(/-count$/, '')}
    >
      {length.toLocaleString(language)}/{max.toLocaleString(language)}
      <span className="sr-only"> {t('bugs.report.counter.unit')}</span>
    </p>
  );
}

const counted = (field: string) => `bug-${field}-count`;

/**
 * The report's fields after the character: the category and the field it asks for (quest, class or
 * item), title, description, priority and the exploit flag.
 */
export function ReportBugFields({
  register,
  values,
  invalid,
  onCategoryChange,
}: {
  register: UseFormRegister<ReportFormValues>;
  values: ReportFormValues;
  invalid: (field: string) => true | undefined;
  /** docs/product.md §4.5: a new category starts its own field afresh. */
  onCategoryChange: () => void;
}) {
  const t = useT();
  const { className } = useGameNames();
  const category = values.category;
  return (
    <>
      <div>
        <label htmlFor="bug-category" className={labelClass}>
          {t('bugs.report.category')}
        </label>
        <select
          id="bug-category"
          className={fieldClass}
          {...register('category', { onChange: onCategoryChange })}
        >
          {BUG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`bugs.category.${c}`)}
            </option>
          ))}
        </select>
      </div>

      {category === 'quests' && (
        <div>
          <label htmlFor="bug-quest" className={labelClass}>
            {t('bugs.report.questName')}
          </label>
          <input
            id="bug-quest"
            className={fieldClass}
            maxLength={BUG_LIMITS.fieldName}
            aria-invalid={invalid('questName')}
            aria-describedby={counted('quest')}
            {...register('questName')}
          />
          <Counter id={counted('quest')} length={values.questName.length} max={BUG_LIMITS.fieldName} />
        </div>
      )}
      {category === 'class' && (
        <div>
          <label htmlFor="bug-class" className={labelClass}>
            {t('bugs.report.class')}
          </label>
          <select
            id="bug-class"
            className={fieldClass}
            aria-invalid={invalid('className')}
            {...register('className')}
          >
            <option value="">{t('bugs.report.classNone')}</option>
            {/* The value stays the English name the report carries (CLASS_NAMES); the label is the page's. */}
            {Object.entries(CLASSES).map(([id, name]) => (
              <option key={name} value={name}>
                {className(Number(id))}
              </option>
            ))}
          </select>
        </div>
      )}
      {category === 'items' && (
        <div>
          <label htmlFor="bug-item" className={labelClass}>
            {t('bugs.report.itemName')}
          </label>
          <input
            id="bug-item"
            className={fieldClass}
            maxLength={BUG_LIMITS.fieldName}
            aria-invalid={invalid('itemName')}
            aria-describedby={counted('item')}
            {...register('itemName')}
          />
          <Counter id={counted('item')} length={values.itemName.length} max={BUG_LIMITS.fieldName} />
        </div>
      )}

      <div>
        <label htmlFor="bug-title" className={labelClass}>
          {t('bugs.report.title')}
        </label>
        <input
          id="bug-title"
          className={fieldClass}
          placeholder={t('bugs.report.titlePlaceholder')}
          maxLength={BUG_LIMITS.title}
          aria-invalid={invalid('title')}
          aria-describedby={counted('title')}
          {...register('title')}
        />
        <Counter id={counted('title')} length={values.title.length} max={BUG_LIMITS.title} />
      </div>

      <div>
        <label htmlFor="bug-description" className={labelClass}>
          {t('bugs.report.description')}
        </label>
        <textarea
          id="bug-description"
          rows={6}
          className={fieldClass}
          maxLength={BUG_LIMITS.description}
          placeholder={t('bugs.report.descriptionPlaceholder')}
          aria-invalid={invalid('description')}
          aria-describedby={counted('description')}
          {...register('description')}
        />
        <Counter
          id={counted('description')}
          length={values.description.length}
          max={BUG_LIMITS.description}
        />
      </div>

      <div>
        <label htmlFor="bug-priority" className={labelClass}>
          {t('bugs.report.priority')}{' '}
          <span className="font-normal text-frost-300">{t('bugs.report.optional')}</span>
        </label>
        <select id="bug-priority" className={fieldClass} {...register('priority')}>
          <option value="">{t('bugs.report.priorityNone')}</option>
          {BUG_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`bugs.priority.${p}`)}
            </option>
          ))}
        </select>
      </div>

      <label className="flex items-start gap-3 text-sm text-frost-200">
        <input type="checkbox" className="mt-0.5 size-4 accent-gold-400" {...register('isExploit')} />
        <span>
          {t('bugs.report.exploit')}
          <span className="block text-xs text-frost-300">{t('bugs.report.exploitHint')}</span>
        </span>
      </label>
    </>
  );
}
