import type { Identifier } from 'react-admin';
import type { Employee } from '../../domain/employees';
import type { Landlord } from '../../domain/landlord';
import type { QuestionnaireDetail } from '../../domain/questionnaire';
import type { VisitorMessage } from '../../domain/visitors';
import { httpJson } from '../http';

/** One-button actions on a record, beyond CRUD and status moves. */
export const actionMethods = {
  /** `PUT /api/employee/{id}/restore`: a deleted employee back at work. */
  restoreEmployee: (id: Identifier) =>
    httpJson<Employee>(`/employee/${id}/restore`, { method: 'PUT' }),
  /**
   * `POST /api/application-forms/{id}/renter`: the renter made from a questionnaire. The body is
   * the renter form's values as they are (`renterInput`, checked by the server).
   */
  makeRenter: (id: Identifier, data: Record<string, unknown>) =>
    httpJson<QuestionnaireDetail>(`/application-forms/${id}/renter`, {
      method: 'POST',
      body: data,
    }),
  /**
   * `POST /api/visitor-messages/{id}/bid`: a visitor's message filed as a request. The body is
   * the dialog's form values (`visitorToBidInput`, checked by the server: its field errors).
   */
  bidFromVisitorMessage: (id: Identifier, data: Record<string, unknown>) =>
    httpJson<VisitorMessage>(`/visitor-messages/${id}/bid`, { method: 'POST', body: data }),
  /** `POST /api/notifications/read-all`: the whole inbox read; how many were unread. */
  readAllNotifications: () =>
    httpJson<{ count: number }>('/notifications/read-all', { method: 'POST' }),
  /** `PUT /api/landlords/{id}/trial`: the trial's last day (an earlier one ends it), or none. */
  setTrial: (id: Identifier, trialEndsAt: string | null) =>
    httpJson<Landlord>(`/landlords/${id}/trial`, {
      method: 'PUT',
      body: { trial_ends_at: trialEndsAt },
    }),
};
