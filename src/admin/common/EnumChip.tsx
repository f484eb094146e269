import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

type ChipColor = NonNullable<ChipProps['color']>;

interface EnumChipProps {
  /** The record field holding the enum value. */
  source: string;
  /** The `enums.<enumKey>` catalogue that names the value. */
  enumKey: string;
  colors: Readonly<Record<string, ChipColor>>;
  variant?: ChipProps['variant'];
  /** Read by the Datagrid that holds the chip as a column. */
  label?: string;
  sortBy?: string;
  sortable?: boolean;
}

/** A record's enum value (a status, a category) as a small coloured chip in its own words. */
export const EnumChip = ({ source, enumKey, colors, variant }: EnumChipProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const value = record?.[source] as string | undefined;
  if (value == null) return null;
  return (
    <Chip
      size="small"
      variant={variant}
      color={colors[value] ?? 'default'}
      label={translate(`enums.${enumKey}.${value}`)}
    />
  );
};
