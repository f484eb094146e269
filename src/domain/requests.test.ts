import { describe, expect, it } from 'vitest';
import { bidInputFor, placeLabel } from './requests';
import type { RequestFieldDef } from './requestTypes';

const fields: RequestFieldDef[] = [
  {
    key: 'cleaning_kind',
    type: 'select',
    label: { ru: 'Вид уборки', kk: 'Жинау түрі', en: 'Type of cleaning' },
    required: true,
    options: [{ value: 'wet', label: { ru: 'Влажная', kk: 'Ылғалды', en: 'Wet' } }],
  },
  {
    key: 'date',
    type: 'date',
    label: { ru: 'Дата', kk: 'Күні', en: 'Date' },
    required: false,
  },
];

const issues = (value: object) => {
  const parsed = bidInputFor(fields).safeParse(value);
  return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('a request’s form rules', () => {
  it('flags the type’s answers together with the common fields, in one pass', () => {
    expect(issues({ request_type_id: 7, answers: {} })).toEqual({
      object_id: 'validation.required',
      applicant_name: 'validation.required',
      'answers.cleaning_kind': 'validation.required',
    });
  });

  it('checks each answer as the server does', () => {
    const common = { request_type_id: 7, object_id: 1, applicant_name: 'Ким Виктория' };
    expect(issues({ ...common, answers: { cleaning_kind: 'dry', date: '2026-02-30' } })).toEqual({
      'answers.cleaning_kind': 'validation.invalid',
      'answers.date': 'validation.date',
    });
    expect(
      bidInputFor(fields).safeParse({ ...common, answers: { cleaning_kind: 'wet' } }).success,
    ).toBe(true);
  });
});

describe('where a request is', () => {
  it('names the room with its centre, or the centre alone', () => {
    expect(placeLabel('ТРЦ «Арай»', '103')).toBe('ТРЦ «Арай» · 103');
    expect(placeLabel('ТРЦ «Арай»', null)).toBe('ТРЦ «Арай»');
  });
});
