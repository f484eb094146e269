import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('CSV fields', () => {
  it('keeps what a spreadsheet would run as a formula a text', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('+1+cmd|calc')).toBe("'+1+cmd|calc");
    expect(csvField('-2+3+cmd|calc')).toBe("'-2+3+cmd|calc");
    expect(csvField('\t=1')).toBe("'\t=1");
  });

  it('leaves digits alone: amounts, negative numbers, phones', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('+7 701 123-45-67')).toBe('+7 701 123-45-67');
  });

  it('quotes a field with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('г. Алматы, ул. Абая')).toBe('"г. Алматы, ул. Абая"');
    expect(csvField('ТРЦ «Арай» "Плюс"')).toBe('"ТРЦ «Арай» ""Плюс"""');
    expect(csvField('две\r\nстроки')).toBe('"две\r\nстроки"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('writes none as empty, structures as JSON, a record with its line end', () => {
    expect(csvLine([1, null, true, { ru: 'Да' }, ['a', 'b']])).toBe(
      '1,,true,"{""ru"":""Да""}","[""a"",""b""]"\r\n',
    );
  });
});
