import { Typography, type TypographyProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_LOGO_URL } from '../../domain/constants';
import { roomLabel } from '../../domain/roomLabel';
import type { CurrentUser } from '../../domain/user';

type Place = Pick<CurrentUser, 'role' | 'land' | 'room' | 'rooms' | 'organization'>;

/**
 * The picture beside the user (spec §3): the land's logo, else the room's, else the default.
 * The server already fills a place's own missing logo from the other place and then from the
 * organization's; a user with neither place (the organization has no object yet) shows the
 * organization's, which is the default when it has none.
 */
export const userLogo = (user: Place) =>
  user.land?.logo ?? user.room?.logo ?? user.organization?.logo ?? DEFAULT_LOGO_URL;

/**
 * Where the user is, one line each: the organization, then a renter's unit(s), each with its
 * centre ("ТРЦ «Арай» · 103"), or a staff member's land (object). Nothing for a user of none.
 */
export const UserPlace = ({
  user,
  ...props
}: { user: Place } & Omit<TypographyProps, 'children'>) => {
  const translate = useTranslate();
  const lines: string[] = [];
  if (user.organization) {
    lines.push(translate('app.home.organization', { name: user.organization.name }));
  }
  const units = user.role === 'renter' ? user.rooms : [];
  if (units.length > 0) {
    lines.push(
      translate(units.length === 1 ? 'app.home.unit' : 'app.home.units', {
        units: units.map(roomLabel).join(', '),
      }),
    );
  } else if (user.land && user.role !== 'renter') {
    lines.push(translate('app.home.land', { name: user.land.name }));
  }
  return lines.map((line) => (
    <Typography key={line} {...props}>
      {line}
    </Typography>
  ));
};
