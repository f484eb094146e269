import { useRecordContext, useTranslate } from 'react-admin';
import type { RequestType } from '../../domain/requestTypes';
import { useLocalized } from './kindChoices';

/** The edit page's title with the type's name in the interface language. */
export const RequestTypeTitle = () => {
  const translate = useTranslate();
  const localized = useLocalized();
  const record = useRecordContext<RequestType>();
  if (!record) return null;
  return (
    <>
      {translate('ra.page.edit', {
        name: translate('resources.type-request.name', { smart_count: 1 }),
        id: record.id,
        recordRepresentation: localized(record.name),
      })}
    </>
  );
};
