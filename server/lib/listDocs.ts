import { listQuery } from '../../src/domain/list';
import type { ListFilter, ListSpec } from './list';

const quoted = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/** What a field filter takes, as `/api/docs` says it (an array of them matches any). */
const takes = (filter: ListFilter) => {
  switch (filter.type) {
    case 'number':
      return 'a number; `_gte` / `_lte` for a range';
    case 'boolean':
      return '`true` or `false`';
    case 'date':
      return 'a day `YYYY-MM-DD` (Asia/Almaty); `_gte` / `_lte` for a range';
    default:
      return filter.values ? `one of ${quoted(filter.values)}` : 'a text, matched exactly';
  }
};

/** One line per filter key a list takes: the contract's `q` and `id`, its fields, its own rules. */
export const filterKeys = (spec: ListSpec): string[] => [
  '`q`: search text',
  '`id`: an id, or an array of ids',
  ...Object.entries(spec.filters ?? {}).map(([key, filter]) => `\`${key}\`: ${takes(filter)}`),
  ...Object.keys(spec.custom ?? {}).map(
    (key) => `\`${key}\`: ${spec.customDocs?.[key] ?? "the list's own rule"}`,
  ),
];

/**
 * The list contract's query string with this list's `filter` keys spelled out in its
 * description, so `/api/docs` shows which filters each list takes.
 */
export const listQueryOf = (spec: ListSpec) =>
  listQuery.extend({
    filter: listQuery.shape.filter.describe(
      [
        'react-admin: a JSON object of filters, each a value or an array of values (any of them). Keys of this list:',
        ...filterKeys(spec).map((line) => `- ${line}`),
      ].join('\n'),
    ),
  });
