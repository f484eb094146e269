import { Box, Skeleton, Stack } from '@mui/material';

/**
 * The outline of a page while its screen's chunk loads: a toolbar and a few rows where the
 * content will be, so the layout stays put and nothing flashes.
 */
export const PageSkeleton = () => (
  <Box sx={{ mt: 2 }} aria-busy="true">
    <Stack direction="row" sx={{ gap: 2, mb: 2 }}>
      <Skeleton variant="rounded" height={48} sx={{ flex: '0 1 240px' }} />
      <Skeleton variant="rounded" height={48} sx={{ flex: '0 1 160px' }} />
    </Stack>
    <Stack sx={{ gap: 1, bgcolor: 'background.paper', borderRadius: 2, p: 2 }}>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <Skeleton key={row} variant="text" height={36} />
      ))}
    </Stack>
  </Box>
);
