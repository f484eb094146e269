import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedSchemaJson, firstDifference, schemaJson } from '../../server/lib/serializers';

const row = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  extra: z.unknown(),
});
const serialize = schemaJson({ schema: z.array(row) });

describe('schemaJson', () => {
  it('sends what JSON.stringify sends for a documented row', () => {
    const rows = [
      { id: 1, name: 'ТРЦ «Арай» "A" \\ </script>', note: null, tags: ['a'], extra: { x: [1] } },
    ];
    expect(serialize(rows)).toBe(JSON.stringify(rows));
  });

  it('leaves out fields the schema does not document, and fields the view left out', () => {
    const rows = [{ id: 2, name: 'x', password_hash: 'secret', tags: [] }];
    expect(JSON.parse(serialize(rows))).toEqual([{ id: 2, name: 'x', tags: [] }]);
  });
});

describe('checkedSchemaJson (the tests’ serializer)', () => {
  const checked = checkedSchemaJson({ schema: z.array(row), method: 'GET', url: '/api/rows' });

  it('sends a documented answer as schemaJson does', () => {
    const rows = [{ id: 1, name: 'a', note: 'b', tags: [], extra: null }];
    expect(checked(rows)).toBe(serialize(rows));
  });

  it('refuses an undocumented field and a value of another type, naming where', () => {
    expect(() => checked([{ id: 2, name: 'x', tags: [], password_hash: 'secret' }])).toThrow(
      'GET /api/rows: the answer differs from its documented schema at $[0].password_hash',
    );
    expect(() => checked([{ id: '3', name: 'x', tags: [] }])).toThrow('at $[0].id');
    expect(() => checked([{ id: 4, name: null, tags: [] }])).toThrow('at $[0].name');
  });
});

describe('firstDifference', () => {
  it('finds the first path where two JSON values differ', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeNull();
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('$.a[1].b');
    expect(firstDifference([1, 2], [1])).toBe('$.length');
    expect(firstDifference({ a: 1 }, {})).toBe('$.a');
  });
});
