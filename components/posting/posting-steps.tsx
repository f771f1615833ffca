'use client';

import type { JobPostingInput, JobType } from '@/lib/graphql/generated/operations';
import type { PostingTerms } from '@/lib/posting/terms';
import type { WizardStep } from '@/lib/posting/wizard-steps';
import type { ReactNode } from 'react';
import { AdStep } from './steps/ad-step';
import { ApplicationStep } from './steps/application-step';
import { DescriptionStep } from './steps/description-step';
import { PlaceStep } from './steps/place-step';
import { RequirementsStep } from './steps/requirements-step';
import { SalaryStep } from './steps/salary-step';
import { PublishPanel, type PublishInfo } from './publish-panel';
import { WizardFrame } from './wizard-frame';
import type { PostingContext, ShownFile, StepProps } from './wizard-context';

const FIELDS: Record<Exclude<WizardStep, 'vorschau'>, (props: StepProps) => ReactNode> = {
  anzeige: AdStep,
  ort: PlaceStep,
  anforderungen: RequirementsStep,
  gehalt: SalaryStep,
  beschreibung: DescriptionStep,
  bewerbung: ApplicationStep,
};

type Props = {
  id: string;
  type: JobType;
  step: WizardStep;
  initial: JobPostingInput;
  incomplete: WizardStep[];
  context: PostingContext;
  terms: PostingTerms;
  files: { file: ShownFile; logo: ShownFile };
  /** The last step's preview (rendered on the server) and what publishing needs to know. */
  preview?: ReactNode;
  publish?: PublishInfo;
};

/** The client side of one wizard step: the frame with the step's fields, or the publish panel. */
export function PostingSteps({ id, type, step, initial, incomplete, context, terms, files, preview, publish }: Props) {
  return (
    <WizardFrame id={id} type={type} step={step} initial={initial} incomplete={incomplete} before={preview}>
      {(draft) => {
        if (step === 'vorschau')
          return publish && <PublishPanel id={id} draft={draft} context={context} info={publish} />;
        const Fields = FIELDS[step];
        return <Fields draft={draft} context={context} terms={terms} files={files} />;
      }}
    </WizardFrame>
  );
}
