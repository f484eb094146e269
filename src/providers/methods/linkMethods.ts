import type { PublicLink } from '../../domain/landlord';
import type { VisitorLinks } from '../../domain/visitors';
import { httpJson } from '../http';

/** A rotation's body: the object whose link is made anew, or none for the organization's. */
const targetOf = (objectId?: number) => (objectId ? { object_id: objectId } : {});

/** The public forms' links (QR code for requests, application form, contractor form). */
export const linkMethods = {
  /** `GET /api/qrcode`: the visitor link of the organization and of each object. */
  qrCodes: () => httpJson<VisitorLinks>('/qrcode'),
  /** `PUT /api/qrcode`: a new visitor link for the organization or an object. */
  rotateQrCode: (objectId?: number) =>
    httpJson<VisitorLinks>('/qrcode', { method: 'PUT', body: targetOf(objectId) }),
  /** `GET /api/application-forms/link?object_id=`: the questionnaire's link. */
  applicationFormLink: (objectId?: number) =>
    httpJson<PublicLink>(
      `/application-forms/link${objectId ? `?${new URLSearchParams({ object_id: String(objectId) })}` : ''}`,
    ),
  /** `PUT /api/application-forms/link`: a new questionnaire link; the old one stops working. */
  rotateApplicationFormLink: (objectId?: number) =>
    httpJson<PublicLink>('/application-forms/link', { method: 'PUT', body: targetOf(objectId) }),
  /** `GET /api/contractors/form-link`: the public contractor form's link. */
  contractorFormLink: () => httpJson<PublicLink>('/contractors/form-link'),
  /** `PUT /api/contractors/form-link`: a new contractor form link. */
  rotateContractorFormLink: () => httpJson<PublicLink>('/contractors/form-link', { method: 'PUT' }),
};
