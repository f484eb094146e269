import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { Assignable, BulkChanged } from '../../domain/assignedWork';
import type { contractBulkResponsibleInput, contractStatusInput } from '../../domain/contracts';
import type { ObjectPlan, RentRoll, RentRollParams } from '../../domain/leaseReports';
import type { ContractRow } from '../../resources/contracts/contractView';
import { httpJson } from '../http';

/**
 * Leases beyond their CRUD: the next number, who may be responsible, moves and extension; the
 * rent roll and an object's stacking plan.
 */
export const contractMethods = {
  /** `GET /api/contracts/next-number`: the number a new contract is offered. */
  contractNextNumber: () => httpJson<{ number: string }>('/contracts/next-number'),
  /** `GET /api/contracts/responsibles`: who may be made responsible for a contract. */
  contractResponsibles: () => httpJson<Assignable[]>('/contracts/responsibles'),
  /**
   * `PUT /api/contracts/{id}/status`: a draft put in force, or an active contract terminated
   * (its day and reason); an activation whose rooms are leased meanwhile is refused with 409.
   */
  moveContract: (id: Identifier, body: z.input<typeof contractStatusInput>) =>
    httpJson<ContractRow>(`/contracts/${id}/status`, { method: 'PUT', body }),
  /** `POST /api/contracts/{id}/extend`: a draft for the next term, linked to this contract. */
  extendContract: (id: Identifier) =>
    httpJson<ContractRow>(`/contracts/${id}/extend`, { method: 'POST' }),
  /** `POST /api/contracts/bulk-responsible`: one responsible person (or none) for many contracts. */
  setContractsResponsible: (body: z.input<typeof contractBulkResponsibleInput>) =>
    httpJson<BulkChanged>('/contracts/bulk-responsible', { method: 'POST', body }),
  /** `GET /api/contracts/rent-roll`: a month's leases and vacant rooms, per object and in total. */
  rentRoll: ({ month, object_id }: RentRollParams) => {
    const search = new URLSearchParams({ month });
    if (object_id) search.set('object_id', String(object_id));
    return httpJson<RentRoll>(`/contracts/rent-roll?${search}`);
  },
  /** `GET /api/objects/{id}/plan`: the object's floors and rooms, each with its lease today. */
  objectPlan: (id: Identifier) => httpJson<ObjectPlan>(`/objects/${id}/plan`),
};
