import { MATRIX_PARTS } from './fixtures/matrixParts';
import { matrixSuite } from './matrix/runner';

matrixSuite('settings', MATRIX_PARTS.settings);
