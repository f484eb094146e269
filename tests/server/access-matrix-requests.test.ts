import { MATRIX_PARTS } from './fixtures/matrixParts';
import { matrixSuite } from './matrix/runner';

matrixSuite('requests', MATRIX_PARTS.requests);
