import type { LocalizedName } from './reference';

/**
 * Kazakhstan's public holidays (Labour Code art. 84–85, Law "On holidays"): a holiday that falls
 * on a Saturday or Sunday moves the day off to the next working day, except the religious
 * ones (Orthodox Christmas, Kurban Ait), which are not moved.
 */
interface Holiday {
  month: number;
  day: number;
  name: LocalizedName;
  moves: boolean;
}

const FIXED: Holiday[] = [
  { month: 1, day: 1, moves: true, name: { ru: 'Новый год', kk: 'Жаңа жыл', en: 'New Year' } },
  { month: 1, day: 2, moves: true, name: { ru: 'Новый год', kk: 'Жаңа жыл', en: 'New Year' } },
  {
    month: 1,
    day: 7,
    moves: false,
    name: { ru: 'Рождество Христово', kk: 'Православиелік Рождество', en: 'Orthodox Christmas' },
  },
  {
    month: 3,
    day: 8,
    moves: true,
    name: {
      ru: 'Международный женский день',
      kk: 'Халықаралық әйелдер күні',
      en: "International Women's Day",
    },
  },
  ...[21, 22, 23].map((day) => ({
    month: 3,
    day,
    moves: true,
    name: { ru: 'Наурыз мейрамы', kk: 'Наурыз мейрамы', en: 'Nauryz' },
  })),
  {
    month: 5,
    day: 1,
    moves: true,
    name: {
      ru: 'Праздник единства народа Казахстана',
      kk: 'Қазақстан халқының бірлігі мерекесі',
      en: 'Unity Day of the People of Kazakhstan',
    },
  },
  {
    month: 5,
    day: 7,
    moves: true,
    name: {
      ru: 'День защитника Отечества',
      kk: 'Отан қорғаушы күні',
      en: 'Defender of the Fatherland Day',
    },
  },
  {
    month: 5,
    day: 9,
    moves: true,
    name: { ru: 'День Победы', kk: 'Жеңіс күні', en: 'Victory Day' },
  },
  {
    month: 7,
    day: 6,
    moves: true,
    name: { ru: 'День столицы', kk: 'Астана күні', en: 'Capital Day' },
  },
  {
    month: 8,
    day: 30,
    moves: true,
    name: { ru: 'День Конституции', kk: 'Конституция күні', en: 'Constitution Day' },
  },
  {
    month: 10,
    day: 25,
    moves: true,
    name: { ru: 'День Республики', kk: 'Республика күні', en: 'Republic Day' },
  },
  {
    month: 12,
    day: 16,
    moves: true,
    name: { ru: 'День Независимости', kk: 'Тәуелсіздік күні', en: 'Independence Day' },
  },
];

/** The first day of Kurban Ait, set each year by the Muslim board (lunar calendar). */
const KURBAN_AIT: Record<number, string> = {
  2025: '2025-06-06',
  2026: '2026-05-27',
  2027: '2027-05-16',
  2028: '2028-05-05',
  2029: '2029-04-24',
  2030: '2030-04-13',
};
const KURBAN_NAME: LocalizedName = { ru: 'Курбан айт', kk: 'Құрбан айт', en: 'Kurban Ait' };
const DAY_OFF_NAME: LocalizedName = {
  ru: 'Перенесённый выходной',
  kk: 'Ауыстырылған демалыс күні',
  en: 'Holiday moved from a weekend',
};

const iso = (d: Date) => d.toISOString().slice(0, 10);
const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/** A year's days off by holiday, with names, in date order. */
export const kazakhstanHolidays = (year: number) => {
  const days = new Map<string, LocalizedName>();
  const moved: Date[] = [];
  for (const h of FIXED) {
    const date = new Date(Date.UTC(year, h.month - 1, h.day));
    days.set(iso(date), h.name);
    if (h.moves && isWeekend(date)) moved.push(date);
  }
  if (KURBAN_AIT[year]) days.set(KURBAN_AIT[year], KURBAN_NAME);
  for (const from of moved) {
    const next = new Date(from);
    do next.setUTCDate(next.getUTCDate() + 1);
    while (isWeekend(next) || days.has(iso(next)));
    days.set(iso(next), DAY_OFF_NAME);
  }
  return [...days.entries()]
    .map(([date, name]) => ({ date, name }))
    .sort((a, b) => a.date.localeCompare(b.date));
};

/**
 * The three names of the public holiday on `date` when `name` is its Russian one (a landlord's
 * calendar is filled with those); a day the landlord named itself has only its own name.
 */
export const holidayNames = (date: string, name: string): LocalizedName | null => {
  const official = officialOf(Number(date.slice(0, 4))).get(date);
  return official?.ru === name ? official : null;
};

/** Each year's public holidays by date, worked out once: a calendar asks for every day shown. */
const OFFICIAL = new Map<number, ReadonlyMap<string, LocalizedName>>();
const officialOf = (year: number) => {
  let days = OFFICIAL.get(year);
  if (!days) {
    days = new Map(kazakhstanHolidays(year).map((h) => [h.date, h.name]));
    OFFICIAL.set(year, days);
  }
  return days;
};
