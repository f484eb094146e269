import { useSite } from '../siteContext';
import { STEP_IDS, type StepId } from './questionnaireSteps';

/** Where the person is among the questionnaire's steps: done, current, still ahead. */
export const StepIndicator = ({ current }: { current: StepId }) => {
  const { t } = useSite();
  const at = STEP_IDS.indexOf(current);
  return (
    <nav aria-label={t('app.application_form.steps_label')}>
      <ol className="steps">
        {STEP_IDS.map((id, index) => (
          <li
            key={id}
            className={index < at ? 'step-done' : index === at ? 'step-current' : undefined}
            aria-current={index === at ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {index < at ? '✓' : index + 1}
            </span>
            <span className="step-name">{t(`app.application_form.step.${id}`)}</span>
            {index < at && (
              <span className="visually-hidden">{t('app.application_form.step_done')}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
