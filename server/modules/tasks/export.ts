import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { placeLabel } from '../../../src/domain/roomLabel';
import type { Db } from '../../db/client';
import { bids, objects, renters, rooms, taskCategories, tasks, users } from '../../db/schema';
import type { ExcelColumn } from '../../lib/excel';
import { type ExportTexts, excelExportRoute } from '../../lib/exportRoute';
import { taskListSpec } from './listSpec';
import { taskScope } from './scope';
import { tags } from './view';

const executors = alias(users, 'executors');
const creators = alias(users, 'creators');

/** The sheet's columns in one query: the task with the names of everything it refers to. */
const selectSheetRows = (db: Db) =>
  db
    .select({
      id: tasks.id,
      number: tasks.number,
      description: tasks.description,
      priority: tasks.priority,
      deadline: tasks.deadline,
      status: tasks.status,
      created_at: tasks.created_at,
      done_at: tasks.done_at,
      returned_count: tasks.returned_count,
      reject_reason: tasks.reject_reason,
      executor_name: executors.full_name,
      creator_name: creators.full_name,
      category_name: taskCategories.name,
      bid_number: bids.number,
      renter_name: renters.legal_name,
      room_number: rooms.number,
      object_name: objects.name,
    })
    .from(tasks)
    .innerJoin(executors, eq(executors.id, tasks.executor_id))
    .innerJoin(creators, eq(creators.id, tasks.created_by))
    .leftJoin(taskCategories, eq(taskCategories.id, tasks.category_id))
    .leftJoin(bids, eq(bids.id, tasks.bid_id))
    .leftJoin(renters, eq(renters.id, tasks.renter_id))
    .leftJoin(rooms, eq(rooms.id, tasks.room_id))
    .leftJoin(objects, eq(objects.id, rooms.object_id));
type Row = Awaited<ReturnType<ReturnType<typeof selectSheetRows>['where']>>[number];

const columns = ({ t, at, enumText }: ExportTexts): ExcelColumn<Row>[] => {
  const field = (name: string) => t(`resources.tasks.fields.${name}`);
  return [
    { header: field('number'), width: 9, value: (r) => r.number },
    { header: field('description'), width: 44, value: (r) => r.description },
    { header: field('executor_id'), width: 26, value: (r) => r.executor_name },
    { header: field('created_by'), width: 26, value: (r) => r.creator_name },
    { header: field('category_id'), width: 20, value: (r) => r.category_name },
    { header: field('priority'), width: 12, value: (r) => enumText('task_priority', r.priority) },
    { header: field('deadline'), width: 17, value: (r) => at(r.deadline) },
    { header: field('status'), width: 16, value: (r) => enumText('task_status', r.status) },
    { header: field('bid_id'), width: 10, value: (r) => r.bid_number },
    { header: field('renter_id'), width: 28, value: (r) => r.renter_name },
    {
      header: field('room_id'),
      width: 24,
      value: (r) => (r.object_name ? placeLabel(r.object_name, r.room_number) : null),
    },
    { header: field('created_at'), width: 17, value: (r) => at(r.created_at) },
    { header: field('done_at'), width: 17, value: (r) => at(r.done_at) },
    { header: field('returned_count'), width: 12, value: (r) => r.returned_count },
    { header: field('reject_reason'), width: 30, value: (r) => r.reject_reason },
  ];
};

/** `POST /api/download/excel/tasks`: the filtered task list, headers in the caller's language. */
export const taskExportRoutes: FastifyPluginAsyncZod = async (app) => {
  excelExportRoute<Row>(app, {
    path: '/api/download/excel/tasks',
    access: [app.authenticate, app.requireAccess('tasks', 'export')],
    spec: taskListSpec,
    scope: taskScope,
    select: (db) => selectSheetRows(db),
    // Newest first: by creation time, then id.
    order: { id: (r) => r.id, by: { column: tasks.created_at, value: (r) => r.created_at } },
    columns,
    sheet: 'resources.tasks.export_sheet',
    file: 'tasks',
    tags,
  });
};
