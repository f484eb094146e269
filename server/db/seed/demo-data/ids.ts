import { withControlDigit } from '../../../../src/domain/kz';

/** A valid BIN from a registration date and a serial (the control digit computed). */
export const demoBin = (yymm: string, kind: '4' | '5' | '6', serial: number) => {
  for (let s = serial; ; s++) {
    const bin = withControlDigit(`${yymm}${kind}0${String(s).padStart(5, '0')}`);
    if (bin) return bin;
  }
};

/** A valid IIN from a birth date (YYMMDD), the century-and-sex digit and a serial. */
export const demoIin = (birth: string, centurySex: string, serial: number) => {
  for (let s = serial; ; s++) {
    const iin = withControlDigit(`${birth}${centurySex}${String(s).padStart(4, '0')}`);
    if (iin) return iin;
  }
};

const MOBILE_PREFIXES = ['701', '702', '705', '707', '708', '747', '771', '775', '776', '778'];

/** A Kazakh mobile number in E.164, the same for the same seed. */
export const demoPhone = (seed: number) => {
  const prefix = MOBILE_PREFIXES[seed % MOBILE_PREFIXES.length];
  const subscriber = String((seed * 7_919_731 + 3_141_592) % 10_000_000).padStart(7, '0');
  return `+7${prefix}${subscriber}`;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A birth date (YYMMDD) between 1968 and 1997, spread by a seed. */
export const demoBirth = (seed: number) =>
  `${68 + ((seed * 7) % 30)}${pad2(1 + ((seed * 5) % 12))}${pad2(1 + ((seed * 11) % 28))}`;

/** A registration month (YYMM) between 2004 and 2023, spread by a seed. */
export const demoRegistration = (seed: number) =>
  `${pad2(4 + ((seed * 7) % 20))}${pad2(1 + ((seed * 5) % 12))}`;

/** The IIN's century-and-sex digit (born 1900–1999) from a Russian or Kazakh patronymic. */
export const centurySexOf = (fullName: string) => {
  const patronymic = fullName.trim().split(/\s+/).at(-1) ?? '';
  if (/(вич|улы|ұлы)$/.test(patronymic)) return '3';
  if (/(вна|кызы|қызы)$/.test(patronymic)) return '4';
  throw new Error(`demo seed: no patronymic in «${fullName}»`);
};
