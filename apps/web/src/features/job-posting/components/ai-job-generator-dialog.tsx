import { AI_GENERATOR_DELAY_MS, EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS, WORK_MODES, type ExperienceLevel, type WorkMode } from '@kairox/contract';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { FieldShell } from '../../../components/ui/form';
import {
  EMPTY_GENERATOR_INPUTS,
  canContinue,
  canGenerate,
  generateJobPosting,
  type GeneratedJobPosting,
  type JobGeneratorInputs,
} from '../generate-job-posting';
import { GENERATOR_TEXT } from '../messages';

interface AiJobGeneratorDialogProps {
  open: boolean;
  onClose: () => void;
  onGenerated: (posting: GeneratedJobPosting) => void;
}

type TextInput = Exclude<keyof JobGeneratorInputs, 'experienceLevel' | 'workMode'>;

/**
 * The AI Job Generator (spec sections 2 and 5): step 1 asks what kind of job, step 2 for the
 * details; 'Generate Job' writes the posting locally after a 2 s pause (no server call).
 */
export function AiJobGeneratorDialog({ open, onClose, onGenerated }: AiJobGeneratorDialogProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [prompt, setPrompt] = useState('');
  const [inputs, setInputs] = useState<JobGeneratorInputs>(EMPTY_GENERATOR_INPUTS);
  const [generating, setGenerating] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Moving on to step 2 puts the cursor in its first field.
  useEffect(() => {
    if (open && step === 2) document.getElementById('ai-generator-company')?.focus();
  }, [open, step]);

  function reset() {
    window.clearTimeout(timer.current);
    setStep(1);
    setPrompt('');
    setInputs(EMPTY_GENERATOR_INPUTS);
    setGenerating(false);
  }

  function close() {
    reset();
    onClose();
  }

  function generate() {
    if (generating || !canGenerate(inputs)) return;
    setGenerating(true);
    const snapshot = { prompt, inputs };
    timer.current = window.setTimeout(() => {
      const posting = generateJobPosting(snapshot.prompt, snapshot.inputs);
      reset();
      onGenerated(posting);
    }, AI_GENERATOR_DELAY_MS);
  }

  const set = (name: TextInput) => (event: { target: { value: string } }) => setInputs((current) => ({ ...current, [name]: event.target.value }));

  if (step === 1) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title={
          <span className="flex items-center gap-2">
            <Sparkles className="h-5 w-5 shrink-0 text-indigo-600" aria-hidden="true" />
            {GENERATOR_TEXT.title}
          </span>
        }
        description={GENERATOR_TEXT.step1Description}
        className="max-w-xl"
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {GENERATOR_TEXT.cancel}
            </Button>
            <Button onClick={() => setStep(2)} disabled={!canContinue(prompt)}>
              {GENERATOR_TEXT.continue}
            </Button>
          </>
        }
      >
        <FieldShell id="ai-generator-prompt" label={GENERATOR_TEXT.prompt}>
          {(aria) => (
            <Textarea
              {...aria}
              rows={5}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              placeholder={GENERATOR_TEXT.promptPlaceholder}
              maxLength={1000}
            />
          )}
        </FieldShell>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={GENERATOR_TEXT.step2Title}
      description={GENERATOR_TEXT.step2Description}
      className="max-w-2xl"
      footer={
        <>
          <Button variant="ghost" className="mr-auto" onClick={() => setStep(1)} disabled={generating}>
            {GENERATOR_TEXT.back}
          </Button>
          <Button variant="outline" onClick={close}>
            {GENERATOR_TEXT.cancel}
          </Button>
          <Button onClick={generate} disabled={generating || !canGenerate(inputs)} aria-busy={generating || undefined}>
            <Sparkles className="h-4 w-4 shrink-0" aria-hidden="true" />
            {generating ? GENERATOR_TEXT.generating : GENERATOR_TEXT.generate}
          </Button>
        </>
      }
    >
      <fieldset disabled={generating} className="grid gap-4 sm:grid-cols-2">
        <FieldShell id="ai-generator-company" label={GENERATOR_TEXT.companyName} required className="sm:col-span-2">
          {(aria) => <Input {...aria} value={inputs.companyName} onChange={set('companyName')} maxLength={120} autoComplete="organization" />}
        </FieldShell>
        <FieldShell id="ai-generator-level" label={GENERATOR_TEXT.experienceLevel} required>
          {(aria) => (
            <Select
              {...aria}
              value={inputs.experienceLevel}
              onChange={(event) => setInputs((current) => ({ ...current, experienceLevel: event.target.value as ExperienceLevel | '' }))}
            >
              <option value="">{GENERATOR_TEXT.selectExperienceLevel}</option>
              {EXPERIENCE_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {EXPERIENCE_LEVEL_LABELS[level]}
                </option>
              ))}
            </Select>
          )}
        </FieldShell>
        <FieldShell id="ai-generator-work-mode" label={GENERATOR_TEXT.workMode} required>
          {(aria) => (
            <Select
              {...aria}
              value={inputs.workMode}
              onChange={(event) => setInputs((current) => ({ ...current, workMode: event.target.value as WorkMode | '' }))}
            >
              <option value="">{GENERATOR_TEXT.selectWorkMode}</option>
              {WORK_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {mode}
                </option>
              ))}
            </Select>
          )}
        </FieldShell>
        <FieldShell id="ai-generator-skills" label={GENERATOR_TEXT.requiredSkills} required className="sm:col-span-2">
          {(aria) => (
            <Input
              {...aria}
              value={inputs.requiredSkills}
              onChange={set('requiredSkills')}
              placeholder={GENERATOR_TEXT.requiredSkillsPlaceholder}
              maxLength={300}
            />
          )}
        </FieldShell>
        <FieldShell id="ai-generator-salary" label={GENERATOR_TEXT.salaryRange} required>
          {(aria) => (
            <Input
              {...aria}
              value={inputs.salaryRange}
              onChange={set('salaryRange')}
              placeholder={GENERATOR_TEXT.salaryRangePlaceholder}
              maxLength={80}
            />
          )}
        </FieldShell>
        {/* Team size and project type carry the asterisk but are not enforced (spec section 5). */}
        <FieldShell id="ai-generator-team-size" label={GENERATOR_TEXT.teamSize} required>
          {(aria) => (
            <Input {...aria} value={inputs.teamSize} onChange={set('teamSize')} placeholder={GENERATOR_TEXT.teamSizePlaceholder} maxLength={40} />
          )}
        </FieldShell>
        <FieldShell id="ai-generator-project-type" label={GENERATOR_TEXT.projectType} required className="sm:col-span-2">
          {(aria) => (
            <Input
              {...aria}
              value={inputs.projectType}
              onChange={set('projectType')}
              placeholder={GENERATOR_TEXT.projectTypePlaceholder}
              maxLength={120}
            />
          )}
        </FieldShell>
      </fieldset>
    </Dialog>
  );
}
