import { DEPARTMENTS } from '../../domain/employees';

export const departmentChoices = DEPARTMENTS.map((id) => ({ id, name: `enums.department.${id}` }));
