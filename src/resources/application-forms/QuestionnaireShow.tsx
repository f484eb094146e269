import { Alert, Button, Stack } from '@mui/material';
import {
  Labeled,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { EnumChip } from '../../admin/common/EnumChip';
import { HistoryList } from '../../admin/common/HistoryPanel';
import { LocalDateField } from '../../admin/common/LocalDateField';
import type { QuestionnaireDetail } from '../../domain/questionnaire';
import { MakeRenterButton } from './MakeRenterButton';
import { QuestionnaireMoves } from './QuestionnaireMoves';
import { QuestionnaireSections } from './QuestionnaireSections';
import { QUESTIONNAIRE_STATUS_COLORS } from './questionnaireChoices';
import { StatusHistory } from './StatusHistory';

const Actions = () => (
  <TopToolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    <QuestionnaireMoves />
    <MakeRenterButton />
  </TopToolbar>
);

/** Once a renter is made of the questionnaire: who, and the way to its card. */
const RenterNotice = (_props: { label: false }) => {
  const translate = useTranslate();
  const record = useRecordContext<QuestionnaireDetail>();
  if (!record?.renter) return null;
  return (
    <Alert
      severity="success"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          component={Link}
          to={`/renters/${record.renter.id}/show`}
        >
          {translate('resources.application-forms.open_renter')}
        </Button>
      }
    >
      {translate('resources.application-forms.renter_made', { name: record.renter.legal_name })}
    </Alert>
  );
};

/** When it came, for which object, and where it stands. */
const Overview = (_props: { label: false }) => {
  return (
    <Stack direction="row" sx={{ columnGap: 4, flexWrap: 'wrap', mb: 1 }}>
      <Labeled label="resources.application-forms.fields.status">
        <EnumChip
          source="status"
          enumKey="questionnaire_status"
          colors={QUESTIONNAIRE_STATUS_COLORS}
        />
      </Labeled>
      <Labeled>
        <LocalDateField source="created_at" showTime />
      </Labeled>
      <Labeled>
        <TextField source="object_name" emptyText="—" />
      </Labeled>
    </Stack>
  );
};

/**
 * `/application-forms/:id/show`: the whole questionnaire with its files, the moves its status
 * allows, "make renter", the status history beside it and the change history in a tab.
 */
export const QuestionnaireShow = () => (
  <Show actions={<Actions />} aside={<StatusHistory />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="app.tabs.details">
        <RenterNotice label={false} />
        <Overview label={false} />
        <QuestionnaireSections label={false} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="app.history.title" path="history">
        <HistoryList label={false} enums={{ status: 'questionnaire_status' }} />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
