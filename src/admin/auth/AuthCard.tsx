import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';

/** The frame of the sign-in pages: brand, title, language switch, and the legal links. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #1f4e79 0%, #2e7d6b 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
          >
            <MuiLink
              href="/"
              underline="none"
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <img src="/favicon.svg" alt="" width={32} height={32} />
              <Typography color="text.primary" sx={{ fontWeight: 700 }}>
                {translate('app.name')}
              </Typography>
            </MuiLink>
            <LocalesMenuButton />
          </Stack>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
          <Stack direction="row" sx={{ gap: 2, justifyContent: 'center', mt: 3 }}>
            <MuiLink href="/terms-of-service" variant="caption">
              {translate('app.legal.terms')}
            </MuiLink>
            <MuiLink href="/privacy-policy" variant="caption">
              {translate('app.legal.privacy')}
            </MuiLink>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
