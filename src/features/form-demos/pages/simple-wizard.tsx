import { useState } from 'react';
import { CalendarDays, FileText, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { Steps, useStepFocus, type StepDef } from '../components/steps';

/** A plain wizard (no validation) with number or icon step markers. */
export function SimpleWizard({ icons, id }: { icons: boolean; id: string }) {
  const { t } = useTranslation('form-demos');
  const [step, setStep] = useState(0);
  const { panel, moveFocus } = useStepFocus(step);
  const back = (to: number) => {
    moveFocus();
    setStep(to);
  };
  const steps: StepDef[] = [
    { title: t('wizard.steps.personal'), icon: icons ? UserRound : undefined },
    { title: t('wizard.steps.job'), icon: icons ? FileText : undefined },
    { title: t('wizard.steps.event'), icon: icons ? CalendarDays : undefined },
  ];
  const fields = [
    ['firstName', 'lastName'],
    ['proposalTitle', 'jobTitle'],
    ['eventName', 'location'],
  ] as const;
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <Steps steps={steps} current={step} label={t('wizard.progress')} onSelect={back} />
      {fields.map((group, i) => (
        <div
          key={i}
          ref={i === step ? panel : undefined}
          hidden={i !== step}
          className="grid animate-fade-in items-start gap-4 sm:grid-cols-2"
        >
          {group.map((f) => (
            <Field key={f} label={t(`fields.${f}`)} id={`${id}-${f}`}>
              <Input />
            </Field>
          ))}
        </div>
      ))}
      <div className="mt-6 flex justify-between gap-3">
        <Button variant="outline" color="secondary" disabled={step === 0} onClick={() => back(step - 1)}>
          {t('wizard.back')}
        </Button>
        {step < 2 ? (
          <Button onClick={() => setStep(step + 1)}>{t('wizard.next')}</Button>
        ) : (
          <Button
            color="success"
            onClick={(e) => {
              toast.success(t('wizard.submitted'));
              e.currentTarget.form?.reset();
              setStep(0);
            }}
          >
            {t('wizard.submit')}
          </Button>
        )}
      </div>
    </form>
  );
}
