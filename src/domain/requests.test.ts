import { describe, expect, it } from 'vitest';
import { placeLabel } from './requests';

describe('where a request is', () => {
  it('names the room with its centre, or the centre alone', () => {
    expect(placeLabel('ТРЦ «Арай»', '103')).toBe('ТРЦ «Арай» · 103');
    expect(placeLabel('ТРЦ «Арай»', null)).toBe('ТРЦ «Арай»');
  });
});
