import { Card, styled } from '@mui/material';

/** A panel of the tab: `contain` lets a wide table scroll inside it instead of widening the page. */
export const TimePanel = styled(Card)({ contain: 'inline-size' });
