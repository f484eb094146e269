import { Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FieldGrid, WorkBlock, WorkField } from '../../admin/assignedWork/WorkCard';
import { FilesField } from '../../admin/common/FilesField';
import { useFormat } from '../../admin/common/useFormat';
import type { ContractView } from './contractView';

/** A titled part of the card. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </section>
);

/** A link to another record's page. */
const RecordLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to}>
    {children}
  </Link>
);

/** The contract this one extends, and the one that extends it, each linked. */
const Chain = ({ contract }: { contract: ContractView }) => {
  const translate = useTranslate();
  if (!contract.previous_id && !contract.next_id) return null;
  return (
    <Section title={translate('resources.contracts.sections.chain')}>
      <FieldGrid>
        {contract.previous_id && (
          <WorkField label={translate('resources.contracts.chain.extends')}>
            <RecordLink to={`/contracts/${contract.previous_id}/show`}>
              № {contract.previous_number ?? contract.previous_id}
            </RecordLink>
          </WorkField>
        )}
        {contract.next_id && (
          <WorkField label={translate('resources.contracts.chain.extended_by')}>
            <RecordLink to={`/contracts/${contract.next_id}/show`}>
              № {contract.next_number ?? contract.next_id}
            </RecordLink>
          </WorkField>
        )}
      </FieldGrid>
    </Section>
  );
};

/** The parties and rooms, the terms, how it ended, its chain of terms, files and comment. */
export const ContractDetails = () => {
  const translate = useTranslate();
  const format = useFormat();
  const c = useRecordContext<ContractView>();
  if (!c) return null;
  const f = (name: string) => translate(`resources.contracts.fields.${name}`);
  const rooms = c.rooms
    .map((room) => translate('resources.contracts.room', { ...room, area: format.area(room.area) }))
    .join('; ');
  return (
    <>
      <Section title={translate('resources.contracts.sections.parties')}>
        <FieldGrid>
          <WorkField label={f('renter_id')}>
            <RecordLink to={`/renters/${c.renter_id}/show`}>{c.renter_name}</RecordLink>
          </WorkField>
          <WorkField label={f('object_id')}>{c.object_name}</WorkField>
          <WorkField label={f('room_ids')}>{rooms}</WorkField>
          <WorkField label={f('area')}>{format.area(c.area)}</WorkField>
          <WorkField label={f('signed_on')}>{format.date(c.signed_on)}</WorkField>
          <WorkField label={f('responsible_id')}>{c.responsible_name}</WorkField>
        </FieldGrid>
      </Section>
      <Section title={translate('resources.contracts.sections.terms')}>
        <FieldGrid>
          <WorkField label={f('starts_on')}>{format.date(c.starts_on)}</WorkField>
          <WorkField label={f('ends_on')}>{format.date(c.ends_on)}</WorkField>
          <WorkField label={f('rate_per_m2')}>{format.tenge(c.rate_per_m2)}</WorkField>
          <WorkField label={f('monthly_rent')}>{format.tenge(c.monthly_rent)}</WorkField>
          <WorkField label={f('deposit')}>{format.tenge(c.deposit)}</WorkField>
          <WorkField label={f('indexation_percent')}>
            {c.indexation_percent === null
              ? translate('resources.contracts.no_indexation')
              : format.percent(c.indexation_percent)}
          </WorkField>
          <WorkField label={f('payment_day')}>{c.payment_day}</WorkField>
          <WorkField label={f('free_months')}>{c.free_months}</WorkField>
          <WorkField label={f('notice_days')}>{c.notice_days}</WorkField>
          {c.terminated_on && (
            <WorkField label={f('terminated_on')}>{format.date(c.terminated_on)}</WorkField>
          )}
        </FieldGrid>
        {c.termination_reason && (
          <WorkBlock label={f('termination_reason')}>{c.termination_reason}</WorkBlock>
        )}
      </Section>
      <Chain contract={c} />
      <WorkBlock label={f('files')}>
        <FilesField />
      </WorkBlock>
      {c.comment && (
        <WorkBlock label={f('comment')}>
          <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{c.comment}</span>
        </WorkBlock>
      )}
    </>
  );
};
