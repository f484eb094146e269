import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../admin/common/useFormat';
import type { QuestionnaireDetail } from '../../domain/questionnaire';

/** How the questionnaire moved: submitted through the form, then each change, who and when. */
export const StatusHistory = () => {
  const translate = useTranslate();
  const format = useFormat();
  const record = useRecordContext<QuestionnaireDetail>();
  const status = (value: string) => translate(`enums.questionnaire_status.${value}`);
  return (
    <Card
      sx={{
        width: { md: 320 },
        ml: { md: 2 },
        mt: { xs: 2, md: 0 },
        flexShrink: 0,
        alignSelf: 'flex-start',
      }}
    >
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.application-forms.status_history.title')}
        </Typography>
        <List dense disablePadding>
          {/* A record from the list (shown while the full one loads) has no history yet */}
          {record?.history?.map((event) => (
            <ListItem key={event.id} disableGutters>
              <ListItemText
                primary={
                  event.from_status
                    ? `${status(event.from_status)} → ${status(event.to_status)}`
                    : translate('resources.application-forms.status_history.submitted')
                }
                secondary={`${format.dateTime(event.at)} · ${
                  event.user_name ??
                  translate(
                    event.from_status
                      ? 'app.history.system'
                      : 'resources.application-forms.status_history.applicant',
                  )
                }`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
