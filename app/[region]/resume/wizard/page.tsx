import { redirect } from 'next/navigation';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { cleanLink } from '@/lib/routing/links';
import { wizardSteps } from '@/lib/resume/wizard-steps';

/** §2 /resume/wizard starts at its first step (the CV import where the site has it). */
export default async function ResumeWizardPage({ params }: { params: RegionParams }) {
  const region = await getPageRegion(params);
  redirect(cleanLink(wizardSteps(region)[0].path, region));
}
