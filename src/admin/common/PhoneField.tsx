import { Link, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { type FieldProps, sanitizeFieldRestProps, useFieldValue, useTranslate } from 'react-admin';
import { formatKzPhone } from '../../domain/kz';

/** A table row opens its record on a click: a click on the number calls instead. */
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** A phone number as people write it (`+7 701 123 45 67`), a `tel:` link to the stored number. */
export const PhoneLink = ({ phone }: { phone: string }) => (
  <Link
    href={`tel:${phone}`}
    onClick={stopPropagation}
    variant="body2"
    sx={{ whiteSpace: 'nowrap' }}
  >
    {formatKzPhone(phone)}
  </Link>
);

/**
 * A phone inside a line of text (a phone row's second line, a cell's caption): written as people
 * write it, its spaces unbreakable so that it never wraps halfway; null for none.
 */
export const phoneText = (phone: string | null | undefined) =>
  phone ? formatKzPhone(phone).replaceAll(' ', '\u00a0') : null;

/** The record's phone (`source`) as a `PhoneLink`, or `emptyText` when it has none. */
export const PhoneField = ({ emptyText, ...props }: FieldProps) => {
  const value = useFieldValue(props);
  const translate = useTranslate();
  if (!value)
    return emptyText ? (
      <Typography component="span" variant="body2" {...sanitizeFieldRestProps(props)}>
        {translate(emptyText, { _: emptyText })}
      </Typography>
    ) : null;
  return <PhoneLink phone={String(value)} />;
};
