import EditIcon from '@mui/icons-material/Edit';
import LoginIcon from '@mui/icons-material/Login';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DAY_STATES, type Legend } from '../../domain/time';
import { dayOffFill, TONES, type Tone, toneColor, toneFill } from './cellLook';

/** A legend's sample: a code, a colour or a marker, as a cell shows it. */
const Sample = styled('span', { shouldForwardProp: (p) => p !== 'tone' && p !== 'off' })<{
  tone?: Tone;
  off?: boolean;
}>(({ theme, tone, off }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 24,
  padding: theme.spacing(0, 0.5),
  borderRadius: 4,
  fontSize: 13,
  fontWeight: 700,
  border: `1px solid ${tone ? toneColor(theme, tone) : theme.palette.divider}`,
  backgroundColor: tone ? toneFill(theme, tone) : off ? dayOffFill(theme) : 'transparent',
  '& svg': { fontSize: 14, color: theme.palette.text.secondary },
}));

const Entry = ({ sample, children }: { sample: ReactNode; children: ReactNode }) => (
  <Stack component="li" direction="row" sx={{ alignItems: 'center', gap: 1 }}>
    {sample}
    <Typography variant="body2">{children}</Typography>
  </Stack>
);

const Group = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title}>
    <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Stack
      component="ul"
      direction="row"
      sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {children}
    </Stack>
  </Box>
);

/**
 * What the grid's codes, colours and markers mean: the organization's codes (`legend`) with the
 * state each stands for, then the colours, then the corner markers.
 */
export const TimesheetLegend = ({ legend }: { legend: Legend }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.time.${key}`);
  return (
    <Card component="aside" aria-label={t('sheet.legend')} sx={{ mt: 2 }}>
      <CardContent>
        <Stack sx={{ gap: 2 }}>
          <Group title={t('sheet.legend')}>
            {DAY_STATES.map((state) => (
              <Entry key={state} sample={<Sample>{legend[state]}</Sample>}>
                {t(`sheet.states.${state}`)}
              </Entry>
            ))}
          </Group>
          <Group title={t('grid.colours')}>
            {TONES.map((tone) => (
              <Entry key={tone} sample={<Sample tone={tone} />}>
                {t(`grid.tones.${tone}`)}
              </Entry>
            ))}
            <Entry sample={<Sample off />}>{t('grid.non_working')}</Entry>
          </Group>
          <Group title={t('grid.markers')}>
            <Entry
              sample={
                <Sample>
                  <EditIcon />
                </Sample>
              }
            >
              {t('grid.corrected_marker')}
            </Entry>
            <Entry
              sample={
                <Sample>
                  <LoginIcon />
                </Sample>
              }
            >
              {t('grid.open_marker')}
            </Entry>
          </Group>
        </Stack>
      </CardContent>
    </Card>
  );
};
