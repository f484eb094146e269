type Translate = (key: string, options?: object) => string;

const UNITS = [
  [10080, 'weeks'],
  [1440, 'days'],
  [60, 'hours'],
  [1, 'minutes'],
] as const;

/** "за 15 минут", "за 1 день", "at the start": a reminder's minutes before, read as a person would. */
export const reminderLabel = (minutes: number, translate: Translate) => {
  if (minutes === 0) return translate('app.calendar.reminders.at_start');
  const [size, unit] = UNITS.find(([size]) => minutes % size === 0) ?? UNITS[3];
  return translate(`app.calendar.reminders.${unit}`, { smart_count: minutes / size });
};
