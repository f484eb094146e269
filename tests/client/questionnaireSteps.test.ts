import { describe, expect, it } from 'vitest';
import { APPLICATION_FORM_FILE_SLOTS, questionnaireFormInput } from '../../src/domain/waitingList';
import {
  emptyValues,
  firstStepWithErrors,
  STEP_IDS,
  stepErrors,
  stepQuestions,
} from '../../src/site/applicationForm/questionnaireSteps';

describe('questionnaire steps', () => {
  it('ask every field of the public form once, and both file sets', () => {
    const asked = STEP_IDS.flatMap(stepQuestions).map((q) => q.name);
    const expected = [
      ...Object.keys(questionnaireFormInput.shape).filter((key) => key !== 'object_id'),
      ...APPLICATION_FORM_FILE_SLOTS,
    ];
    expect([...asked].sort()).toEqual([...expected].sort());
    expect(Object.keys(emptyValues()).sort()).toEqual(
      expected.filter((name) => !name.startsWith('files_')).sort(),
    );
  });

  it('find the step of a server error, a file of a set included', () => {
    expect(firstStepWithErrors({ brand_name: 'validation.too_long' })).toBe('brand');
    expect(firstStepWithErrors({ 'files_2.1': 'app.errors.file_type' })).toBe('contacts');
    expect(firstStepWithErrors({ area_max: 'x', bin_iin: 'y' })).toBe('company');
    expect(firstStepWithErrors({ _: 'validation.invalid' })).toBeUndefined();
  });

  it("list a step's errors in the order its questions are asked", () => {
    const errors = { phone: 'validation.phone', email: 'validation.email', area_max: 'x' };
    expect(stepErrors(errors, 'contacts')).toEqual([
      ['email', 'validation.email'],
      ['phone', 'validation.phone'],
    ]);
  });
});
