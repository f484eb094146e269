import { DateField, type DateFieldProps } from 'react-admin';
import { useDateLocale } from './useDateLocale';

/** A date (and time) written the way the interface language writes it, not the browser's. */
export const LocalDateField = (props: DateFieldProps) => (
  <DateField locales={useDateLocale()} {...props} />
);
