import { MATRIX_PARTS } from './fixtures/matrixParts';
import { matrixSuite } from './matrix/runner';

matrixSuite('tasks', MATRIX_PARTS.tasks);
