import { Alert, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TRIAL_WARNING_DAYS, trialDaysLeft, trialLastDay } from '../../domain/trial';
import { useSession } from '../../providers/session';
import { useFormat } from '../common/useFormat';

const DISMISSED_KEY = 'arenda.trial_notice_dismissed';

/**
 * The organization's free trial, above every staff page: the days left in its last week (the
 * staff may put it away until tomorrow), and once it has ended that the organization is
 * read-only — what still works and, for its owner, whom to ask to continue.
 */
export const TrialBanner = () => {
  const translate = useTranslate();
  const format = useFormat();
  const { user } = useSession();
  const today = new Date().toDateString();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === today);
  const endsAt = user?.trial_ends_at ?? null;
  const daysLeft = trialDaysLeft(endsAt);
  if (!user || endsAt === null || daysLeft === null) return null;
  const lastDay = format.date(trialLastDay(endsAt));
  if (daysLeft === 0) {
    const staff = user.role !== 'renter';
    return (
      <Alert severity="error" role="alert" sx={{ mb: 1 }}>
        {translate(staff ? 'app.trial.ended' : 'app.trial.ended_renter', { date: lastDay })}
        {user.role === 'landlord' ? (
          <>
            {' '}
            <Link href="/support">{translate('app.trial.contact')}</Link>
          </>
        ) : null}
      </Alert>
    );
  }
  if (daysLeft > TRIAL_WARNING_DAYS || user.role === 'renter' || dismissed) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, today);
    setDismissed(true);
  };
  return (
    <Alert severity="warning" role="status" onClose={dismiss} sx={{ mb: 1 }}>
      {translate('app.trial.days_left', { smart_count: daysLeft, date: lastDay })}
    </Alert>
  );
};
