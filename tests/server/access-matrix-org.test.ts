import { MATRIX_PARTS } from './fixtures/matrixParts';
import { matrixSuite } from './matrix/runner';

matrixSuite('org', MATRIX_PARTS.org);
