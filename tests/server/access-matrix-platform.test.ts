import { MATRIX_PARTS } from './fixtures/matrixParts';
import { matrixSuite } from './matrix/runner';

matrixSuite('platform', MATRIX_PARTS.platform);
