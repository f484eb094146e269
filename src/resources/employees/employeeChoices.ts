import { enumChoices } from '../../admin/common/enumChoices';
import { DEPARTMENTS } from '../../domain/employees';

export const departmentChoices = enumChoices('department', DEPARTMENTS);
