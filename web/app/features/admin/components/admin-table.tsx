import type { HTMLAttributes, ReactNode } from 'react';
import { useT } from '#web/lib/i18n.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** In the table, shown from this width up (less useful columns give way on a narrow screen). */
  from?: 'lg' | 'xl';
  /** False for what a phone card already says in its heading. */
  card?: false;
  className?: string;
}

/** Tailwind needs whole class names: the table's cells hidden below a width. */
const shownFrom = { lg: 'hidden lg:table-cell', xl: 'hidden xl:table-cell' } as const;

type RowAttributes = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | number | boolean>;

/**
 * The admin lists (accounts, characters, audit log): a table from 768 px, and on a phone one card
 * per row with every field labelled and the actions as full-size buttons, so nothing hides behind
 * anything and nothing needs sideways scrolling.
 */
export function AdminTable<Row>({
  columns,
  rows,
  rowKey,
  title,
  actions,
  rowAttributes,
  loading,
  loadingText,
  emptyText,
}: {
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A phone card's heading: who or what the row is. */
  title: (row: Row) => ReactNode;
  actions?: (row: Row) => ReactNode;
  rowAttributes?: (row: Row) => RowAttributes;
  loading: boolean;
  loadingText: string;
  emptyText: string;
}) {
  const t = useT();
  const wide = useMediaQuery('(min-width: 768px)');
  const state = loading ? loadingText : rows.length === 0 ? emptyText : null;

  if (!wide) {
    return (
      <div className="space-y-3" data-admin-list="cards">
        {state !== null ? (
          <p
            className="rounded-lg border border-frost-500/25 bg-night-900/60 px-4 py-8 text-frost-300"
            role={loading ? 'status' : undefined}
          >
            {state}
          </p>
        ) : (
          rows.map((row) => {
            const attributes = rowAttributes?.(row) ?? {};
            return (
              <article
                key={rowKey(row)}
                {...attributes}
                className={`rounded-lg border border-frost-500/25 p-4 ${attributes.className ?? 'bg-night-900/70'}`}
              >
                <h3 className="font-body font-semibold tracking-normal wrap-anywhere text-frost-100">
                  {title(row)}
                </h3>
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1 text-sm">
                  {columns
                    .filter((column) => column.card !== false)
                    .map((column) => (
                      <div key={column.header} className="contents">
                        <dt className="text-xs tracking-wider text-frost-300 uppercase">{column.header}</dt>
                        <dd className="min-w-0 wrap-anywhere text-frost-200">{column.cell(row)}</dd>
                      </div>
                    ))}
                </dl>
                {actions && <div className="mt-3 flex flex-wrap gap-2">{actions(row)}</div>}
              </article>
            );
          })
        )}
      </div>
    );
  }

  const headers = actions
    ? [...columns.map((c) => c.header), t('admin.table.actions')]
    : columns.map((c) => c.header);
  return (
    <div
      className="overflow-x-auto rounded-lg border border-frost-500/25 bg-night-900/60"
      data-admin-list="table"
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-night-800/80 text-xs tracking-wider text-frost-300 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-3 font-semibold ${column.from ? shownFrom[column.from] : ''}`}
              >
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('admin.table.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-frost-500/10">
          {state !== null ? (
            <tr>
              <td
                colSpan={headers.length}
                className="px-3 py-8 text-center text-frost-300"
                role={loading ? 'status' : undefined}
              >
                {state}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const attributes = rowAttributes?.(row) ?? {};
              return (
                <tr
                  key={rowKey(row)}
                  {...attributes}
                  className={`align-middle ${attributes.className ?? 'hover:bg-night-800/50'}`}
                >
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={`px-3 py-2 ${column.from ? shownFrom[column.from] : ''} ${column.className ?? ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions && (
                    <td className="px-2 py-0.5">
                      <div className="flex items-center gap-1">{actions(row)}</div>
                    </td>
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
