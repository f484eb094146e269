import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { Assignable } from '../../domain/assignedWork';
import type {
  documentPrefixesInput,
  documentStatusInput,
  renterLetterInput,
} from '../../domain/documents';
import type { DocumentRow } from '../../resources/documents/documentView';
import { httpJson } from '../http';

/** Correspondence beyond its CRUD: who may answer, a letter's moves, a renter's own letter. */
export const documentMethods = {
  /** `GET /api/documents/responsibles`: who may be made responsible for a letter. */
  documentResponsibles: () => httpJson<Assignable[]>('/documents/responsibles'),
  /** `PUT /api/documents/{id}/status`: a letter moved on (DOCUMENT_TRANSITIONS), with a reason. */
  moveDocument: (id: Identifier, body: z.input<typeof documentStatusInput>) =>
    httpJson<DocumentRow>(`/documents/${id}/status`, { method: 'PUT', body }),
  /** `POST /api/documents/letters`: a renter's letter, registered as incoming at once. */
  sendLetter: (body: z.input<typeof renterLetterInput>) =>
    httpJson<DocumentRow>('/documents/letters', { method: 'POST', body }),
  /** `GET /api/documents/correspondents?q=`: names typed on earlier letters, the latest first. */
  documentCorrespondents: (q: string) =>
    httpJson<string[]>(`/documents/correspondents?${new URLSearchParams({ q })}`),
  /** `GET /api/documents/prefixes`: the register's prefixes of incoming and outgoing letters. */
  documentPrefixes: () => httpJson<DocumentPrefixes>('/documents/prefixes'),
  /** `PUT /api/documents/prefixes`: new prefixes for the letters registered from now on. */
  setDocumentPrefixes: (body: DocumentPrefixes) =>
    httpJson<DocumentPrefixes>('/documents/prefixes', { method: 'PUT', body }),
};

export type DocumentPrefixes = z.infer<typeof documentPrefixesInput>;
