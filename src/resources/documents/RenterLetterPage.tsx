import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, TextInput, Title, useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { AttachmentsInput } from '../../admin/common/AttachmentsInput';
import { useAction } from '../../admin/common/useAction';
import { MAX_DOCUMENT_FILES, renterLetterInput } from '../../domain/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../providers/session';

type LetterBody = z.output<typeof renterLetterInput>;

// The form sends what the schema makes of its values (trimmed text, the files' ids).
const resolver = zodResolver(renterLetterInput) as unknown as Resolver<FieldValues>;
const EMPTY = { subject: '', summary: '', file_ids: [] };

/**
 * `/documents/letter`: a renter's official letter to its organization (subject, text, files),
 * registered as incoming at once; then its page with its number. Staff register letters in the
 * register's own form.
 */
export const RenterLetterPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { user } = useSession();
  const send = useAction({
    call: (body: LetterBody) => dataProvider.sendLetter(body),
    done: 'resources.documents.done.sent',
    onDone: (letter) => navigate(`/documents/${letter.id}/show`),
    fields: (errors) => errors,
  });
  if (user && user.role !== 'renter') return <Navigate to="/documents/create" replace />;
  const title = translate('resources.documents.letter.title');
  return (
    <Card sx={{ mt: 2, maxWidth: 800 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.documents.letter.hint')}
        </Typography>
        <Form
          resolver={resolver}
          defaultValues={EMPTY}
          onSubmit={(values: FieldValues) => send.run(values as LetterBody)}
        >
          <Stack>
            <TextInput source="subject" isRequired fullWidth />
            <TextInput
              source="summary"
              label="resources.documents.letter.text"
              isRequired
              multiline
              minRows={6}
              fullWidth
            />
            <AttachmentsInput source="file_ids" max={MAX_DOCUMENT_FILES} />
            <Button
              type="submit"
              variant="contained"
              startIcon={<SendIcon />}
              disabled={send.isPending}
              sx={{ alignSelf: 'flex-start', mt: 1 }}
            >
              {translate('resources.documents.action.send')}
            </Button>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
