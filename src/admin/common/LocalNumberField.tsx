import { Typography } from '@mui/material';
import { type FieldProps, sanitizeFieldRestProps, useFieldValue, useTranslate } from 'react-admin';
import { useFormat } from './useFormat';

export interface LocalNumberFieldProps extends FieldProps {
  /** A plain number, square metres (`120,5 м²`) or tenge (`25 000 ₸`). */
  unit?: 'area' | 'tenge';
}

/** A number written by the product's rules for the interface language (`1 483,75`). */
export const LocalNumberField = ({ unit, emptyText, ...props }: LocalNumberFieldProps) => {
  const value = useFieldValue(props);
  const format = useFormat();
  const translate = useTranslate();
  const text = unit ? format[unit](value) : format.number(value);
  return (
    <Typography component="span" variant="body2" {...sanitizeFieldRestProps(props)}>
      {text || (emptyText ? translate(emptyText, { _: emptyText }) : '')}
    </Typography>
  );
};

/** Numbers line up on the right in a table column, as react-admin's own `NumberField`. */
LocalNumberField.textAlign = 'right' as const;
