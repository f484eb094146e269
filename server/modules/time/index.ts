import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unknownCardRoutes } from './cards';
import { deviceEventRoutes } from './deviceEvents';
import { deviceRoutes } from './devices';
import { timesheetExportRoutes } from './export';
import { passImportRoutes } from './import';
import { timesheetRoutes } from './routes';
import { timeSettingRoutes } from './settings';

/**
 * The time module: devices and their events (the one route a device calls with its own key),
 * the timesheet, corrections, marks, imports and the Т-12 sheet.
 */
export const timeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(deviceEventRoutes);
  await app.register(timesheetRoutes);
  await app.register(timesheetExportRoutes);
  await app.register(async (staff) => {
    staff.addHook('preValidation', staff.authenticate);
    await staff.register(deviceRoutes);
    await staff.register(unknownCardRoutes);
    await staff.register(timeSettingRoutes);
    await staff.register(passImportRoutes);
  });
};
