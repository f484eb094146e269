import { Typography } from '@mui/material';
import { type FieldProps, sanitizeFieldRestProps, useFieldValue, useTranslate } from 'react-admin';
import { useFormat } from './useFormat';

export interface LocalDateFieldProps extends FieldProps {
  /** The time too (`23.11.2026, 15:51`), without seconds. */
  showTime?: boolean;
}

/** A date (and time) written by the product's rules for the interface language. */
export const LocalDateField = ({ showTime = false, emptyText, ...props }: LocalDateFieldProps) => {
  const value = useFieldValue(props);
  const format = useFormat();
  const translate = useTranslate();
  const text = showTime ? format.dateTime(value) : format.date(value);
  return (
    <Typography component="span" variant="body2" {...sanitizeFieldRestProps(props)}>
      {text || (emptyText ? translate(emptyText, { _: emptyText }) : '')}
    </Typography>
  );
};
